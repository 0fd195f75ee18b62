import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { LessonDetail } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getLesson(courseSlug: string, lessonSlug: string, signal?: AbortSignal): Promise<LessonDetail> {
  return apiRequest(`/lessons/${encodeURIComponent(courseSlug)}/${encodeURIComponent(lessonSlug)}`, { signal });
}

export const lessonQueryOptions = (courseSlug: string, lessonSlug: string) =>
  queryOptions({
    queryKey: ['lessons', 'detail', courseSlug, lessonSlug],
    queryFn: ({ signal }) => getLesson(courseSlug, lessonSlug, signal),
  });

export function useLesson(courseSlug: string, lessonSlug: string) {
  return useSuspenseQuery(lessonQueryOptions(courseSlug, lessonSlug));
}
