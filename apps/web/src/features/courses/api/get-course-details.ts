import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getCourseDetails(slug: string, signal?: AbortSignal) {
  return callApi(apiCalls.courses.details, { query: { slug }, signal });
}

export const courseDetailsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['courses', 'details', slug], queryFn: ({ signal }) => getCourseDetails(slug, signal) });

export function useCourseDetails(slug: string) {
  return useSuspenseQuery(courseDetailsQueryOptions(slug));
}
