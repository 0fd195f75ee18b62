import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';
import { showToast } from '../../../lib/notifications';

/** Resend (a new link, a new expiry) or revoke one invitation; failures arrive as the API client's toast. */
export function useChangeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: 'resend' | 'revoke' }) =>
      callApi(change === 'resend' ? apiCalls.admin.resendInvitation : apiCalls.admin.revokeInvitation, {
        params: { id },
        skipNotFoundRedirect: true,
      }),
    onSuccess: (invitation, { change }) =>
      showToast(
        change === 'resend' ? `The invitation to ${invitation.email} was sent again` : `The invitation to ${invitation.email} was revoked`,
        {
          type: 'success',
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations }),
  });
}
