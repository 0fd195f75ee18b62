import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** An unknown id answers 404, which the API client turns into the not-found page. */
export function getAdminAlert(id: string, signal?: AbortSignal) {
  return callApi(apiCalls.admin.alert, { params: { id }, signal });
}

export const adminAlertQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.alert(id), queryFn: ({ signal }) => getAdminAlert(id, signal) });

export function useAdminAlert(id: string) {
  return useQuery(adminAlertQueryOptions(id));
}
