import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { adminKeys } from './admin-query-keys';

/** Spec: one DELETE with the ids of the checked tokens (or of the one token) as its body. */
export function deleteTokens(ids: string[]): Promise<{ message: string; deleted: number }> {
  return apiRequest('/admin/personal-access-tokens', { method: 'DELETE', body: ids, skipNotFoundRedirect: true });
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
