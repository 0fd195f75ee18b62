import { TokenRefusedError } from './session-tokens';

/** How long to wait before trying a refresh again that did not get a refusal. */
export const REFRESH_RETRY_MS = 10_000;

/**
 * Only the server refusing the refresh token (or having none) signs the visitor out. A refresh that
 * never got an answer (offline, or cut off because the page was left), or found the provider
 * unavailable, says nothing about the session: it is tried again later.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof TokenRefusedError;
}

/** A refresh cut off or offline, not worth a console line. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
}
