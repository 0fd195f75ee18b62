/** What the web app reads from the access token (spec section 3: firstName and lastName are shown). */
export interface AccessTokenClaims {
  sub: string;
  exp?: number;
  email?: string;
  firstName?: string;
  lastName?: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload of a JWT access token without verifying it: the API verifies every token; the
 * browser only needs the name to show.
 */
export function decodeClaims(token: string | null | undefined): AccessTokenClaims {
  if (!token) throw new Error('No token provided');
  const payload = token.split('.')[1];
  if (!payload) throw new Error('The token is not a JWT');
  const claims: unknown = JSON.parse(decodeBase64Url(payload));
  if (!claims || typeof claims !== 'object' || typeof (claims as { sub?: unknown }).sub !== 'string') {
    throw new Error('The token has no subject');
  }
  return claims as AccessTokenClaims;
}

/** "First Last" for the account menu, falling back to the e-mail address. */
export function displayName(claims: AccessTokenClaims): string {
  const name = [claims.firstName, claims.lastName].filter(Boolean).join(' ').trim();
  return name || claims.email || claims.sub;
}
