import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type WebhookDeliveryQuery } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function getWebhookDeliveries(query: WebhookDeliveryQuery, signal?: AbortSignal) {
  return callApi(apiCalls.admin.webhookDeliveries, { query, signal });
}

export const webhookDeliveriesQueryOptions = (query: WebhookDeliveryQuery) =>
  queryOptions({ queryKey: [...adminKeys.webhookDeliveries, query], queryFn: ({ signal }) => getWebhookDeliveries(query, signal) });

/** The previous page stays on screen while the next search, filter or page loads. */
export function useWebhookDeliveries(query: WebhookDeliveryQuery) {
  return useQuery({ ...webhookDeliveriesQueryOptions(query), placeholderData: keepPreviousData });
}
