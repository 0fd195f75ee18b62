import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type WebhookCreate } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** data.secret signs the endpoint's deliveries; the server never shows it again. */
export function createWebhook(body: WebhookCreate) {
  return callApi(apiCalls.admin.createWebhook, { body });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhooks }),
  });
}
