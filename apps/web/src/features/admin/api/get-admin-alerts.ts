import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export function getAdminAlerts(signal?: AbortSignal): Promise<{ result: Alert[] }> {
  return apiRequest('/admin/alerts', { signal });
}

export const adminAlertsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.alerts, queryFn: ({ signal }) => getAdminAlerts(signal) });

export function useAdminAlerts() {
  return useQuery(adminAlertsQueryOptions());
}
