import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizResult, QuizSubmission } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLearning } from '../../../lib/learning/learning-queries';

/** Graded on the server; a pass completes the lesson, so progress everywhere refetches. */
export function submitKnowledgeCheck(submission: QuizSubmission): Promise<QuizResult> {
  return apiRequest('/lessons/knowledge-check', { method: 'POST', body: submission });
}

export function useSubmitKnowledgeCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitKnowledgeCheck, onSuccess: () => invalidateLearning(queryClient) });
}
