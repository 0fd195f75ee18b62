import { useMutation } from '@tanstack/react-query';
import type { ContactForm, contactReceiptSchema } from '@academy/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentTenantId } from '../../../tenants';

export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** Spec section 7: POST /email/contactUs with the portal as the tenant query. */
export function sendContactMessage(form: ContactForm): Promise<ContactReceipt> {
  return apiRequest('/email/contactUs', { method: 'POST', query: { tenant: currentTenantId }, body: form });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
