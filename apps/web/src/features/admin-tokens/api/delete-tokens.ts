import { apiCalls } from '@academy/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** Spec: one DELETE with the ids of the checked tokens (or of the one token) as its body. */
export function deleteTokens(ids: string[]) {
  return callApi(apiCalls.admin.deleteTokens, { body: ids, skipNotFoundRedirect: true });
}

export function useDeleteTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTokens,
    onSuccess: async (result) => {
      showToast(result.message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.tokens });
    },
  });
}
