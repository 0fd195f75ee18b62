import { useMutation } from '@tanstack/react-query';
import { apiCalls, type ContactForm } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { currentTenant } from '../../../tenants';

/** Spec section 7: POST /email/contactUs with the portal as the tenant query. */
export function sendContactMessage(form: ContactForm) {
  return callApi(apiCalls.contact.send, { query: { tenant: currentTenant() }, body: form });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
