import { apiCalls } from '@academy/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** Spec: one DELETE with the ids of the checked alerts (or of the one alert) as its body. */
export function deleteAlerts(ids: string[]) {
  return callApi(apiCalls.admin.deleteAlerts, { body: ids, skipNotFoundRedirect: true });
}

export function useDeleteAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlerts,
    onSuccess: async (result) => {
      showToast(result.message, { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.alerts, exact: true }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activeAlerts }),
      ]);
    },
  });
}
