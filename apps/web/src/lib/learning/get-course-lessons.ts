import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { CourseLessons } from '@academy/shared';
import { apiRequest } from '../api-client';

export function getCourseLessons(courseSlug: string, signal?: AbortSignal): Promise<CourseLessons> {
  return apiRequest('/lessons', { query: { slug: courseSlug }, signal });
}

export const courseLessonsQueryOptions = (courseSlug: string) =>
  queryOptions({ queryKey: ['lessons', 'course', courseSlug], queryFn: ({ signal }) => getCourseLessons(courseSlug, signal) });

export function useCourseLessons(courseSlug: string) {
  return useSuspenseQuery(courseLessonsQueryOptions(courseSlug));
}
