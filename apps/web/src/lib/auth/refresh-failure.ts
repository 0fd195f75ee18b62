/** How long to wait before trying a refresh again that got no answer. */
export const REFRESH_RETRY_MS = 10_000;

/**
 * A refresh that never got an answer (offline, or cut off because the page was left) says nothing
 * about the session: it is tried again later. Only an answer from the provider refusing the refresh
 * token signs the visitor out.
 */
export function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
}
