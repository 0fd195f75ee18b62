import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type NotificationEmailType } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export interface EmailChange {
  type: NotificationEmailType;
  currentEmail: string;
  newEmail: string;
}

/** Spec: PUT with the type in the query and both addresses in the newEmail and currentEmail headers. */
export function updateNotificationEmail({ type, currentEmail, newEmail }: EmailChange) {
  return callApi(apiCalls.email.update, {
    query: { type },
    headers: { newemail: newEmail, currentemail: currentEmail },
    skipNotFoundRedirect: true,
  });
}

export function useUpdateNotificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationEmail,
    onSuccess: async (answer) => {
      showToast(answer.message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.emails });
    },
  });
}
