import { EMAIL_MESSAGES } from '@academy/shared';
import { ApiRequestError } from '../../../lib/api-client';

/** Spec section 8: a failed add shows the first error of the server, else a generic text, beside the form. */
export function addEmailError(error: unknown): string {
  const first = error instanceof ApiRequestError ? error.errors[0]?.errorMessage?.trim() : undefined;
  return first || EMAIL_MESSAGES.addFailed;
}
