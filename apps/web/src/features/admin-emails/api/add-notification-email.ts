import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type NotificationEmailType } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** Spec: the address travels in the emailId header; failures are shown by the form, not as a toast. */
export function addNotificationEmail({ type, email }: { type: NotificationEmailType; email: string }) {
  return callApi(apiCalls.email.add, { query: { emailType: type }, headers: { emailid: email }, silent: true, skipNotFoundRedirect: true });
}

export function useAddNotificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNotificationEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.emails }),
  });
}
