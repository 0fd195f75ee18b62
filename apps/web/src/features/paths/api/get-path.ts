import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PathDetail } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getPath(slug: string, signal?: AbortSignal): Promise<PathDetail> {
  return apiRequest('/paths/details', { query: { slug }, signal });
}

export const pathQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['paths', 'detail', slug], queryFn: ({ signal }) => getPath(slug, signal) });

export function usePath(slug: string) {
  return useSuspenseQuery(pathQueryOptions(slug));
}
