import { SESSION_REFRESH_PATH, SESSION_TOKEN_PATH, type CodeExchange, type Envelope, type SessionTokens } from '@academy/shared';

/**
 * The token calls go to this portal's own server (decision 016): it talks to the provider's token
 * endpoint and keeps the refresh token in an HttpOnly cookie, so no script on the page ever holds it.
 */

/** The server refused the code or the refresh token (or there is none): the session is over. */
export class TokenRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenRefusedError';
  }
}

async function postForTokens(path: string, exchange?: CodeExchange): Promise<SessionTokens> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    ...(exchange ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(exchange) } : {}),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<SessionTokens> | null;
  if (response.ok && envelope?.data) return envelope.data;
  const refusal = envelope?.errors.find((error) => error.code === 'TOKEN_REFUSED');
  if (refusal) throw new TokenRefusedError(refusal.errorMessage);
  throw new Error(`The token call answered ${response.status}${envelope?.errors[0] ? `: ${envelope.errors[0].errorMessage}` : ''}`);
}

/** /login/callback: the code and the PKCE verifier for the access and ID tokens. */
export const exchangeCodeForTokens = (exchange: CodeExchange) => postForTokens(SESSION_TOKEN_PATH, exchange);

/** New tokens for the refresh token in the cookie, which the server rotates. */
export const refreshTokens = () => postForTokens(SESSION_REFRESH_PATH);

/** Logout: the server revokes the refresh token and clears the cookie. */
export async function forgetRefreshToken(): Promise<void> {
  await fetch(SESSION_TOKEN_PATH, { method: 'DELETE', credentials: 'same-origin' });
}
