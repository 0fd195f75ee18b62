import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { userDetailsQueryOptions } from './get-user-details';

export function resendEmailCode() {
  return callApi(apiCalls.user.resendCode);
}

/** A wrong code is answered next to the field, not as a toast. */
export function confirmEmailCode(verificationCode: string) {
  return callApi(apiCalls.user.confirmCode, { body: { verificationCode }, silent: true });
}

export function useResendEmailCode() {
  return useMutation({ mutationFn: resendEmailCode });
}

/** Once confirmed, the account's details (and with them its pro and admin rights) replace the unverified ones. */
export function useConfirmEmailCode() {
  const queryClient = useQueryClient();
  const subject = useSession().claims?.sub ?? '';
  return useMutation({
    mutationFn: confirmEmailCode,
    onSuccess: async (user) => {
      queryClient.setQueryData(userDetailsQueryOptions(subject).queryKey, user);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
    },
  });
}
