import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getLesson(courseSlug: string, lessonSlug: string, signal?: AbortSignal) {
  return callApi(apiCalls.lessons.one, { params: { courseSlug, lessonSlug }, signal });
}

export const lessonQueryOptions = (courseSlug: string, lessonSlug: string) =>
  queryOptions({
    queryKey: ['lessons', 'detail', courseSlug, lessonSlug],
    queryFn: ({ signal }) => getLesson(courseSlug, lessonSlug, signal),
  });

export function useLesson(courseSlug: string, lessonSlug: string) {
  return useSuspenseQuery(lessonQueryOptions(courseSlug, lessonSlug));
}
