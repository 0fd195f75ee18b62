import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

/** The signed-in learner's started courses (spec: the dashboard's list). */
export function getMyCourses(signal?: AbortSignal) {
  return callApi(apiCalls.courses.list, { query: { progressFilterRequired: 'true' }, signal });
}

export const myCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['courses', 'list', 'mine'], queryFn: ({ signal }) => getMyCourses(signal) });

export function useMyCourses() {
  return useSuspenseQuery(myCoursesQueryOptions());
}
