import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getPaths(signal?: AbortSignal) {
  return callApi(apiCalls.paths.list, { signal });
}

export const pathsQueryOptions = () => queryOptions({ queryKey: ['paths', 'list'], queryFn: ({ signal }) => getPaths(signal) });

export function usePaths() {
  return useSuspenseQuery(pathsQueryOptions());
}
