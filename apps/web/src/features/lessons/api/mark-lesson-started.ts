import { useMutation } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export interface LessonRefs {
  lessonId: string;
  courseId: string;
}

/** Spec: starting a lesson changes nothing on screen, and a failure is only logged. */
export function markLessonStarted({ lessonId, courseId }: LessonRefs) {
  return callApi(apiCalls.learning.markStarted, { body: { lessonId, courseId, operationType: 'START_LESSON' }, silent: true });
}

export function useMarkLessonStarted() {
  return useMutation({ mutationFn: markLessonStarted, onError: (error) => console.error('API call failed', error) });
}
