import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function getAdminAlerts(signal?: AbortSignal) {
  return callApi(apiCalls.admin.alerts, { signal });
}

export const adminAlertsQueryOptions = () => queryOptions({ queryKey: adminKeys.alerts, queryFn: ({ signal }) => getAdminAlerts(signal) });

export function useAdminAlerts() {
  return useQuery(adminAlertsQueryOptions());
}
