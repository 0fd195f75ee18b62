import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type TokenCreate } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** Spec: the body is passed through; data.message is the new token, which the server never shows again. */
export function generateToken(body: TokenCreate) {
  return callApi(apiCalls.admin.generateToken, { body });
}

export function useGenerateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.tokens }),
  });
}
