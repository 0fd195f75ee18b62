import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../api-client';

export function getCourseLessons(courseSlug: string, signal?: AbortSignal) {
  return callApi(apiCalls.lessons.ofCourse, { query: { slug: courseSlug }, signal });
}

export const courseLessonsQueryOptions = (courseSlug: string) =>
  queryOptions({ queryKey: ['lessons', 'course', courseSlug], queryFn: ({ signal }) => getCourseLessons(courseSlug, signal) });

export function useCourseLessons(courseSlug: string) {
  return useSuspenseQuery(courseLessonsQueryOptions(courseSlug));
}
