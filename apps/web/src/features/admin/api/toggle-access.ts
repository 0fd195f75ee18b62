import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export interface AccessChange {
  userId: string;
  right: 'admin' | 'pro';
  grant: boolean;
}

/** Spec: GET /admin/toggle-access/{userId} with `toggle` (admin right); `pro` sets the pro right. */
export function toggleAccess({ userId, right, grant }: AccessChange): Promise<{ message: string; user: AdminUser }> {
  return apiRequest(`/admin/toggle-access/${encodeURIComponent(userId)}`, {
    query: right === 'admin' ? { toggle: String(grant) } : { pro: String(grant) },
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
