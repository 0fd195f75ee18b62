import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function deleteWebhook(id: string) {
  return callApi(apiCalls.admin.deleteWebhook, { params: { id }, skipNotFoundRedirect: true });
}

/** The endpoint's deliveries go with it. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (answer) => showToast(answer.message, { type: 'success' }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.webhooks }),
        queryClient.invalidateQueries({ queryKey: adminKeys.webhookDeliveries }),
      ]);
    },
  });
}
