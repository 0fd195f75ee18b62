import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getGuide(slug: string, signal?: AbortSignal) {
  return callApi(apiCalls.guides.one, { query: { slug }, signal });
}

export const guideQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['guides', 'detail', slug], queryFn: ({ signal }) => getGuide(slug, signal) });

export function useGuide(slug: string) {
  return useSuspenseQuery(guideQueryOptions(slug));
}
