import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { invalidateLearning } from '../../../lib/learning/learning-queries';
import type { LessonRefs } from './mark-lesson-started';

export function markLessonComplete({ lessonId, courseId, isLastLesson }: LessonRefs & { isLastLesson: boolean }) {
  return callApi(apiCalls.learning.markComplete, { body: { lessonId, courseId, isLastLesson, operationType: 'COMPLETE_LESSON' } });
}

export function useMarkLessonComplete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markLessonComplete, onSuccess: () => invalidateLearning(queryClient) });
}
