import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getPage(slug: string, signal?: AbortSignal) {
  return callApi(apiCalls.pages.one, { params: { idOrSlug: slug }, signal });
}

export const pageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['pages', slug], queryFn: ({ signal }) => getPage(slug, signal) });

export function usePage(slug: string) {
  return useSuspenseQuery(pageQueryOptions(slug));
}
