import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { InstructorList } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getInstructors(signal?: AbortSignal): Promise<InstructorList> {
  return apiRequest('/instructors/list', { signal });
}

export const instructorsQueryOptions = () =>
  queryOptions({ queryKey: ['instructors', 'list'], queryFn: ({ signal }) => getInstructors(signal) });

export function useInstructors() {
  return useSuspenseQuery(instructorsQueryOptions());
}
