import { useMutation } from '@tanstack/react-query';
import type { NotificationEmailType } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { currentTenantId } from '../../../tenants';

/** Spec: GET verifyEmail with emailType and tenant, the address in the verifiableEmail header; the code goes out by mail. */
export function requestEmailVerification({ type, email }: { type: NotificationEmailType; email: string }): Promise<{ message: string; expiresAt: string }> {
  return apiRequest('/email/verifyEmail', {
    query: { emailType: type, tenant: currentTenantId },
    headers: { verifiableEmail: email },
    skipNotFoundRedirect: true,
  });
}

/** The server's answer names where the code went; it shows as a success toast. */
export function useRequestEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification, onSuccess: (result) => showToast(result.message, { type: 'success' }) });
}
