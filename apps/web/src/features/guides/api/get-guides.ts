import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getGuides(signal?: AbortSignal) {
  return callApi(apiCalls.guides.list, { signal });
}

export const guidesQueryOptions = () => queryOptions({ queryKey: ['guides', 'list'], queryFn: ({ signal }) => getGuides(signal) });

export function useGuides() {
  return useSuspenseQuery(guidesQueryOptions());
}
