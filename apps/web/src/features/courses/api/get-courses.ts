import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getCourses(signal?: AbortSignal) {
  return callApi(apiCalls.courses.list, { signal });
}

export const coursesQueryOptions = () => queryOptions({ queryKey: ['courses', 'list'], queryFn: ({ signal }) => getCourses(signal) });

export function useCourses() {
  return useSuspenseQuery(coursesQueryOptions());
}
