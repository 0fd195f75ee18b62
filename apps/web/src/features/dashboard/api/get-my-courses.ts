import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { CourseList } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in learner's started courses (spec: the dashboard's list). */
export function getMyCourses(signal?: AbortSignal): Promise<CourseList> {
  return apiRequest('/courses/list', { query: { progressFilterRequired: 'true' }, signal });
}

export const myCoursesQueryOptions = () => queryOptions({ queryKey: ['courses', 'list', 'mine'], queryFn: ({ signal }) => getMyCourses(signal) });

export function useMyCourses() {
  return useSuspenseQuery(myCoursesQueryOptions());
}
