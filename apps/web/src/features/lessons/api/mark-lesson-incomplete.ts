import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { invalidateLearning } from '../../../lib/learning/learning-queries';
import type { LessonRefs } from './mark-lesson-started';

export function markLessonIncomplete({ lessonId, courseId }: LessonRefs) {
  return callApi(apiCalls.learning.markIncomplete, { body: { lessonId, courseId } });
}

export function useMarkLessonIncomplete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markLessonIncomplete, onSuccess: () => invalidateLearning(queryClient) });
}
