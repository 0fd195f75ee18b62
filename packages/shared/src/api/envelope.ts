import { z } from 'zod';

/**
 * Every error in the envelope carries one of these stable codes next to its message. Clients branch on
 * the code; the message is for people and may change. The OpenAPI document lists them with these texts.
 */
export const API_ERROR_CODES = {
  BAD_REQUEST: '400: the request is not acceptable as sent (a rule of the call, malformed JSON)',
  VALIDATION_FAILED: '400: a field, query parameter or header does not match the schema; `field` names it',
  WRONG_PASSWORD: '400: the current password given with a password change is not right',
  WRONG_CODE: '400: the e-mail code is not right, has expired or was tried too often; ask for a new one',
  INVALID_ADDRESS: '400: the address cannot be decoded',
  INVALID_HTTP: '400: the request is not valid HTTP',
  UNAUTHORIZED: '401: sign in (or present a valid bearer token) to call this',
  TOKEN_REFUSED: '400: the identity provider refused the code or the refresh token, or there is none (OAuth invalid_grant); sign in again',
  FORBIDDEN: '403: the caller is signed in but may not do this',
  SECOND_FACTOR_REQUIRED:
    "403: this portal gives administrator rights only to a sign-in with a passkey or a recovery code (decision 052); the administrator's password sign-in has learner rights",
  NOT_FOUND: '404: the thing asked for does not exist in this portal',
  ROUTE_NOT_FOUND: '404: no route has this method and path',
  REQUEST_TIMEOUT: '408: the request took too long to arrive',
  CONFIRMATION_MISMATCH: "400: the confirmation typed to delete the account is not the account's login",
  ALREADY_VERIFIED: '409: the e-mail address is already verified',
  ATTEMPT_SUPERSEDED:
    '409: a knowledge-check attempt was recorded since this one was shown (in another tab or window); the next attempt has other questions or option order, so load it again',
  ACCOUNT_DEACTIVATED: '409: the account is deactivated; reactivate it first',
  INVITATION_CLOSED: '409: the invitation was accepted or revoked, or its address joined on its own: it cannot be sent again or revoked',
  EXTERNAL_SIGN_IN: '409: the portal signs in with an external provider, so the academy cannot make accounts (invitations)',
  GONE: '410: the thing asked for was withdrawn (a revoked certificate has no PDF)',
  DEMO_ACCOUNT: '409: a shared demo account cannot be deleted',
  LAST_ADMIN: "409: the portal's only administrator cannot delete their account; make another user an administrator first",
  PAYLOAD_TOO_LARGE: '413: the request body is too large',
  URL_TOO_LONG: '414: the address, or a part of it, is too long',
  UNSUPPORTED_MEDIA_TYPE: '415: the body has a content type the call does not take',
  MAIL_FAILED: '422: the mail server refused the message; nothing was changed',
  RATE_LIMITED: '429: too many requests; Retry-After says when to try again',
  HEADERS_TOO_LARGE: '431: the request headers are too large',
  INTERNAL_ERROR: '500: an unexpected failure; the correlation id finds it in the log',
  IDENTITY_UNAVAILABLE: '502: the identity provider did not answer as expected; try again shortly',
  NOT_READY: '503: the database is not reachable, or this replica is shutting down',
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_CODES;
export const apiErrorCodeSchema = z.enum(Object.keys(API_ERROR_CODES) as [ApiErrorCode, ...ApiErrorCode[]]);

export const apiErrorSchema = z.object({
  code: apiErrorCodeSchema,
  errorMessage: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every answer of the API, errors included, has this shape. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.nullable(),
    errors: z.array(apiErrorSchema),
    correlationId: z.string(),
  });
}

export interface Envelope<T> {
  success: boolean;
  data: T | null;
  errors: ApiError[];
  correlationId: string;
}

export const CORRELATION_HEADER = 'x-correlation-id';
