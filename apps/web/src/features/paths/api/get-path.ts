import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getPath(slug: string, signal?: AbortSignal) {
  return callApi(apiCalls.paths.details, { query: { slug }, signal });
}

export const pathQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['paths', 'detail', slug], queryFn: ({ signal }) => getPath(slug, signal) });

export function usePath(slug: string) {
  return useSuspenseQuery(pathQueryOptions(slug));
}
