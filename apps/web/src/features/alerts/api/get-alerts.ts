import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

/** Spec: no loader, errors skipped; an empty banner area is better than a toast about alerts. */
export function getAlerts(signal?: AbortSignal) {
  return callApi(apiCalls.alerts.active, { signal, silent: true, skipNotFoundRedirect: true });
}

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: ['alerts'], queryFn: ({ signal }) => getAlerts(signal), staleTime: 5 * 60_000 });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
