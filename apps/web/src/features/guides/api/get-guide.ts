import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { GuideDetail } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getGuide(slug: string, signal?: AbortSignal): Promise<GuideDetail> {
  return apiRequest('/guides/getGuide', { query: { slug }, signal });
}

export const guideQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['guides', 'detail', slug], queryFn: ({ signal }) => getGuide(slug, signal) });

export function useGuide(slug: string) {
  return useSuspenseQuery(guideQueryOptions(slug));
}
