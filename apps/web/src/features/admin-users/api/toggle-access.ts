import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export interface AccessChange {
  userId: string;
  right: 'admin' | 'pro';
  grant: boolean;
}

/** Spec: GET /admin/toggle-access/{userId} with `toggle` (admin right); `pro` sets the pro right. */
export function toggleAccess({ userId, right, grant }: AccessChange) {
  return callApi(apiCalls.admin.toggleAccess, {
    params: { userId },
    query: { [right === 'admin' ? 'toggle' : 'pro']: grant ? 'true' : 'false' },
    skipNotFoundRedirect: true,
  });
}

/** Failures arrive as the API client's danger toast with the server's reason. */
export function useToggleAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
