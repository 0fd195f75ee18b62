import { useMutation } from '@tanstack/react-query';
import type { FeedbackPayload, feedbackReceiptSchema } from '@academy/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

export function sendFeedback(payload: FeedbackPayload): Promise<FeedbackReceipt> {
  return apiRequest('/feedback', { method: 'POST', body: payload });
}

/** Failures raise the API client's toast (a 429 names the wait); the dialog stays open with the text. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
