import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { CourseDetails } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getCourseDetails(slug: string, signal?: AbortSignal): Promise<CourseDetails> {
  return apiRequest('/courses/details', { query: { slug }, signal });
}

export const courseDetailsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['courses', 'details', slug], queryFn: ({ signal }) => getCourseDetails(slug, signal) });

export function useCourseDetails(slug: string) {
  return useSuspenseQuery(courseDetailsQueryOptions(slug));
}
