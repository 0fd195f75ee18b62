import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { GuideList } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getGuides(signal?: AbortSignal): Promise<GuideList> {
  return apiRequest('/guides/list', { signal });
}

export const guidesQueryOptions = () => queryOptions({ queryKey: ['guides', 'list'], queryFn: ({ signal }) => getGuides(signal) });

export function useGuides() {
  return useSuspenseQuery(guidesQueryOptions());
}
