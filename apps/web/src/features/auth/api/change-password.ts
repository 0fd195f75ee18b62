import { useMutation } from '@tanstack/react-query';
import { apiCalls, type PasswordChange } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function changePassword(body: PasswordChange) {
  return callApi(apiCalls.user.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
