import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

/** Spec: no loader, errors skipped; an empty banner area is better than a toast about alerts. */
export function getAlerts(signal?: AbortSignal): Promise<{ result: Alert[] }> {
  return apiRequest('/alerts', { signal, silent: true, skipNotFoundRedirect: true });
}

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: ['alerts'], queryFn: ({ signal }) => getAlerts(signal), staleTime: 5 * 60_000 });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
