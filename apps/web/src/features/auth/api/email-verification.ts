import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { userDetailsQueryOptions } from './get-user-details';

export function resendEmailCode(): Promise<{ message: string }> {
  return apiRequest('/user/email-verification', { method: 'POST' });
}

/** A wrong code is answered next to the field, not as a toast. */
export function confirmEmailCode(verificationCode: string): Promise<UserDetails> {
  return apiRequest('/user/email-verification/confirm', { method: 'POST', body: { verificationCode }, silent: true });
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
