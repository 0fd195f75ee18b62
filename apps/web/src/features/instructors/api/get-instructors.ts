import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getInstructors(signal?: AbortSignal) {
  return callApi(apiCalls.instructors.list, { signal });
}

export const instructorsQueryOptions = () =>
  queryOptions({ queryKey: ['instructors', 'list'], queryFn: ({ signal }) => getInstructors(signal) });

export function useInstructors() {
  return useSuspenseQuery(instructorsQueryOptions());
}
