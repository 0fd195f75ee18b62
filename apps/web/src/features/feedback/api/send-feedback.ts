import { useMutation } from '@tanstack/react-query';
import { apiCalls, type FeedbackPayload } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function sendFeedback(payload: FeedbackPayload) {
  return callApi(apiCalls.feedback.send, { body: payload });
}

/** Failures raise the API client's toast (a 429 names the wait); the dialog stays open with the text. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
