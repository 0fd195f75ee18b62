import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { adminKeys } from './admin-query-keys';

/** Spec: one DELETE with the ids of the checked alerts (or of the one alert) as its body. */
export function deleteAlerts(ids: string[]): Promise<{ message: string; deleted: number }> {
  return apiRequest('/admin/alerts', { method: 'DELETE', body: ids, skipNotFoundRedirect: true });
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
