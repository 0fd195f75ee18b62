import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type InvitationBatch } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';
import { showToast } from '../../../lib/notifications';

/** POST /api/admin/invitations/preview: every row with its errors; nothing is stored. Errors show on the screen, not as a toast. */
export function usePreviewInvitations() {
  return useMutation({ mutationFn: (batch: InvitationBatch) => callApi(apiCalls.admin.previewInvitations, { body: batch, silent: true }) });
}

/** POST /api/admin/invitations: all of them or none. */
export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: InvitationBatch) => callApi(apiCalls.admin.sendInvitations, { body: batch, silent: true }),
    onSuccess: (sent) => showToast(sent.message, { type: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations }),
  });
}
