import { useMutation } from '@tanstack/react-query';
import { apiCalls, type NotificationEmailType } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { currentTenant } from '../../../tenants';

/** Spec: GET verifyEmail with emailType and tenant, the address in the verifiableEmail header; the code goes out by mail. */
export function requestEmailVerification({ type, email }: { type: NotificationEmailType; email: string }) {
  return callApi(apiCalls.email.requestVerification, {
    query: { emailType: type, tenant: currentTenant() },
    headers: { verifiableemail: email },
    skipNotFoundRedirect: true,
  });
}

/** The server's answer names where the code went; it shows as a success toast. */
export function useRequestEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification, onSuccess: (result) => showToast(result.message, { type: 'success' }) });
}
