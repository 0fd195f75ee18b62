import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { InstructorProfile } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getInstructor(slug: string, signal?: AbortSignal): Promise<InstructorProfile> {
  return apiRequest('/instructors/profile', { query: { slug }, signal });
}

export const instructorQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['instructors', 'profile', slug], queryFn: ({ signal }) => getInstructor(slug, signal) });

export function useInstructor(slug: string) {
  return useSuspenseQuery(instructorQueryOptions(slug));
}
