import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type AlertInput } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function updateAlert({ id, input }: { id: string; input: AlertInput }) {
  return callApi(apiCalls.admin.updateAlert, { params: { id }, body: input, skipNotFoundRedirect: true });
}

export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlert,
    onSuccess: async (alert) => {
      queryClient.setQueryData(adminKeys.alert(alert.id), alert);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.alerts, exact: true }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activeAlerts }),
      ]);
    },
  });
}
