import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type NotificationEmailType } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export interface EmailKey {
  type: NotificationEmailType;
  email: string;
}

/** Spec: DELETE with the type in the query and the address in the email header. */
export function deleteNotificationEmail({ type, email }: EmailKey) {
  return callApi(apiCalls.email.remove, { query: { type }, headers: { email: email }, skipNotFoundRedirect: true });
}

/** The server deletes one address per call; checked rows go one after the other, with one toast. */
export function useDeleteNotificationEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emails: EmailKey[]) => {
      const messages: string[] = [];
      for (const email of emails) messages.push((await deleteNotificationEmail(email)).message);
      return messages;
    },
    onSuccess: (messages) =>
      showToast(messages.length === 1 ? messages[0] : `${messages.length} e-mail addresses were deleted`, { type: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.emails }),
  });
}
