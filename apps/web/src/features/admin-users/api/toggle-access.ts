import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export interface AccessChange {
  userId: string;
  right: 'admin' | 'pro' | 'author';
  grant: boolean;
}

/** The query parameter of each right: spec's `toggle` for admin, `pro`, and `author` (decision 062). */
const PARAMETERS = { admin: 'toggle', pro: 'pro', author: 'author' } as const;

/** Spec: GET /admin/toggle-access/{userId} with `toggle` (admin right); `pro` and `author` set those rights. */
export function toggleAccess({ userId, right, grant }: AccessChange) {
  return callApi(apiCalls.admin.toggleAccess, {
    params: { userId },
    query: { [PARAMETERS[right]]: grant ? 'true' : 'false' },
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
