import type { ApiErrorCode } from '@academy/shared';

/** Errors a handler throws on purpose: the error handler turns them into the envelope as they are. */
export class HttpError extends Error {
  /** Sent as Retry-After with a 429. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ApiErrorCode,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, 'BAD_REQUEST', field);
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message, 'FORBIDDEN');
