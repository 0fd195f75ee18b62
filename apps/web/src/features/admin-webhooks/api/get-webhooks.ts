import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function getWebhooks(signal?: AbortSignal) {
  return callApi(apiCalls.admin.webhooks, { signal });
}

export const webhooksQueryOptions = () => queryOptions({ queryKey: adminKeys.webhooks, queryFn: ({ signal }) => getWebhooks(signal) });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
