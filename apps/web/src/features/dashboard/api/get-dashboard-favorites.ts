import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { DashboardFavorites } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function getDashboardFavorites(signal?: AbortSignal): Promise<DashboardFavorites> {
  return apiRequest('/favorite/userDashboard/favorites', { signal });
}

export const dashboardFavoritesQueryOptions = () =>
  queryOptions({ queryKey: ['favorites', 'dashboard'], queryFn: ({ signal }) => getDashboardFavorites(signal) });

export function useDashboardFavorites() {
  return useSuspenseQuery(dashboardFavoritesQueryOptions());
}
