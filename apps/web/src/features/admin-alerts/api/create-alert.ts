import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type AlertInput } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function createAlert(body: AlertInput) {
  return callApi(apiCalls.admin.createAlert, { body });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: async (alert) => {
      queryClient.setQueryData(adminKeys.alert(alert.id), alert);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.alerts, exact: true }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activeAlerts }),
      ]);
    },
  });
}
