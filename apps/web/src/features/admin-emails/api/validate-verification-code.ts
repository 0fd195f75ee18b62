import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type NotificationEmailType } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export interface CodeCheck {
  type: NotificationEmailType;
  email: string;
  code: string;
}

/**
 * Spec: GET validateVerificationCode with emailType and verificationCode, the address in the
 * verifiableEmail header; only isEmailVerified true from the server counts. A wrong, used, expired
 * or exhausted code is a success with isEmailVerified false and the reason; the dialog reports
 * every failure itself, so the client raises no toast.
 */
export function validateVerificationCode({ type, email, code }: CodeCheck) {
  return callApi(apiCalls.email.validateCode, {
    query: { emailType: type, verificationCode: code },
    headers: { verifiableemail: email },
    silent: true,
    skipNotFoundRedirect: true,
  });
}

export function useValidateVerificationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateVerificationCode,
    // Only a verified address changes the lists.
    onSuccess: (result) => (result.isEmailVerified ? queryClient.invalidateQueries({ queryKey: adminKeys.emails }) : undefined),
  });
}
