import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Page } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getPage(slug: string, signal?: AbortSignal): Promise<Page> {
  return apiRequest(`/pages/${encodeURIComponent(slug)}`, { signal });
}

export const pageQueryOptions = (slug: string) => queryOptions({ queryKey: ['pages', slug], queryFn: ({ signal }) => getPage(slug, signal) });

export function usePage(slug: string) {
  return useSuspenseQuery(pageQueryOptions(slug));
}
