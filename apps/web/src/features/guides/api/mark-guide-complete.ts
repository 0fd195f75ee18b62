import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLearning } from '../../../lib/learning/learning-queries';

export function markGuideComplete(lessonId: string): Promise<unknown> {
  return apiRequest('/guides/markComplete', { method: 'POST', body: { lessonId, operationType: 'COMPLETE_LESSON' } });
}

export function useMarkGuideComplete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markGuideComplete, onSuccess: () => invalidateLearning(queryClient) });
}
