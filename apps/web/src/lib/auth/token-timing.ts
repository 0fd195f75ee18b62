/** Spec section 9: the session is refreshed this long before the access token expires. */
export const REFRESH_LEAD_MS = 120_000;

/** Absolute expiry (epoch ms) of a token issued now with a lifetime of `expiresIn` seconds. */
export function expiresAtFrom(expiresInSeconds: number, now: number): number {
  return now + expiresInSeconds * 1000;
}

export function isUnexpired(expiresAt: number, now: number): boolean {
  return expiresAt > now;
}

/** Milliseconds until the refresh is due: 120000 ms before expiry, or at once when that has passed. */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - REFRESH_LEAD_MS - now);
}
