import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getInstructor(slug: string, signal?: AbortSignal) {
  return callApi(apiCalls.instructors.profile, { query: { slug }, signal });
}

export const instructorQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['instructors', 'profile', slug], queryFn: ({ signal }) => getInstructor(slug, signal) });

export function useInstructor(slug: string) {
  return useSuspenseQuery(instructorQueryOptions(slug));
}
