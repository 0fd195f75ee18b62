import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: PasswordChange): Promise<{ message: string }> {
  return apiRequest('/user/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
