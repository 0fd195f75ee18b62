import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { CourseList } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getCourses(signal?: AbortSignal): Promise<CourseList> {
  return apiRequest('/courses/list', { signal });
}

export const coursesQueryOptions = () => queryOptions({ queryKey: ['courses', 'list'], queryFn: ({ signal }) => getCourses(signal) });

export function useCourses() {
  return useSuspenseQuery(coursesQueryOptions());
}
