/** How failed mail is tried again (MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_SECONDS). */
export interface RetryPolicy {
  /** Tries a message gets, the first included. */
  maxAttempts: number;
  /** The wait after the first failed try; it doubles after each further one. */
  retryBaseSeconds: number;
}

/** No wait grows past six hours, however many tries are configured. */
export const MAX_RETRY_DELAY_SECONDS = 6 * 3_600;

/**
 * Seconds until the next try after `attempts` tries failed, or null when the message is given up:
 * refused for good, or out of tries. Base, 2×base, 4×base, … (exponential backoff).
 */
export function nextTry(attempts: number, policy: RetryPolicy, permanent: boolean): number | null {
  if (permanent || attempts >= policy.maxAttempts) return null;
  return Math.min(policy.retryBaseSeconds * 2 ** (attempts - 1), MAX_RETRY_DELAY_SECONDS);
}

/**
 * A 5xx answer from the mail server says trying again will not help (an unknown mailbox, a refused
 * sender); 4xx answers and network failures are temporary, as SMTP means them.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
