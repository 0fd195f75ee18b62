import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationEmail, NotificationEmailType } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

/** Spec: the address travels in the emailId header; failures are shown by the form, not as a toast. */
export function addNotificationEmail({ type, email }: { type: NotificationEmailType; email: string }): Promise<{ message: string; result: NotificationEmail }> {
  return apiRequest('/email/addEmail', { method: 'POST', query: { emailType: type }, headers: { emailId: email }, silent: true, skipNotFoundRedirect: true });
}

export function useAddNotificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNotificationEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.emails }),
  });
}
