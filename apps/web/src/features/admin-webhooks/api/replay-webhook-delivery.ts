import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** A new delivery of the same event, due now; the next delivery round sends it. */
export function replayWebhookDelivery(id: string) {
  return callApi(apiCalls.admin.replayWebhookDelivery, { params: { id }, skipNotFoundRedirect: true });
}

export function useReplayWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookDelivery,
    onSuccess: (replay) => showToast(`${replay.event} will be sent again to ${replay.url}`, { type: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhookDeliveries }),
  });
}
