import { apiCalls } from '@academy/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateLearning } from '../../../lib/learning/learning-queries';

export function markGuideComplete(lessonId: string) {
  return callApi(apiCalls.learning.markGuideComplete, { body: { lessonId, operationType: 'COMPLETE_LESSON' } });
}

export function useMarkGuideComplete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markGuideComplete, onSuccess: () => invalidateLearning(queryClient) });
}
