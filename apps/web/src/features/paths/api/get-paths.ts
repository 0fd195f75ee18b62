import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PathList } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getPaths(signal?: AbortSignal): Promise<PathList> {
  return apiRequest('/paths/list', { signal });
}

export const pathsQueryOptions = () => queryOptions({ queryKey: ['paths', 'list'], queryFn: ({ signal }) => getPaths(signal) });

export function usePaths() {
  return useSuspenseQuery(pathsQueryOptions());
}
