import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert, AlertInput } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export function createAlert(body: AlertInput): Promise<Alert> {
  return apiRequest('/alerts/create', { method: 'POST', body });
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
