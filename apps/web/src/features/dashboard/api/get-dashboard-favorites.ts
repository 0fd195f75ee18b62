import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getDashboardFavorites(signal?: AbortSignal) {
  return callApi(apiCalls.learning.dashboardFavorites, { signal });
}

export const dashboardFavoritesQueryOptions = () =>
  queryOptions({ queryKey: ['favorites', 'dashboard'], queryFn: ({ signal }) => getDashboardFavorites(signal) });

export function useDashboardFavorites() {
  return useSuspenseQuery(dashboardFavoritesQueryOptions());
}
