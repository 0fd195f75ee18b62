import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type QuizSubmission } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { invalidateLearning } from '../../../lib/learning/learning-queries';

/** Graded on the server; a pass completes the lesson, so progress everywhere refetches. */
export function submitKnowledgeCheck(submission: QuizSubmission) {
  return callApi(apiCalls.learning.submitKnowledgeCheck, { body: submission });
}

export function useSubmitKnowledgeCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitKnowledgeCheck, onSuccess: () => invalidateLearning(queryClient) });
}
