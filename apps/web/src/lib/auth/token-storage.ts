import { decodeClaims } from './claims';
import { expiresAtFrom } from './token-timing';

/** What the page keeps; the refresh token is not among them: it stays in an HttpOnly cookie (decision 016). */
export interface StoredTokens {
  accessToken: string;
  /** Epoch milliseconds, from the token response's expires_in. */
  expiresAt: number;
  /** Sent as id_token_hint on logout. */
  idToken: string | null;
}

/** The server's token answer, as far as the session needs it. */
export interface TokenResponse {
  access_token: string;
  expires_in?: number;
  id_token?: string;
}

export const TOKENS_KEY = 'auth';

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem' | 'removeItem'>;

function isStoredTokens(value: unknown): value is StoredTokens {
  if (!value || typeof value !== 'object') return false;
  const tokens = value as Record<string, unknown>;
  return (
    typeof tokens.accessToken === 'string' &&
    typeof tokens.expiresAt === 'number' &&
    (tokens.idToken === null || typeof tokens.idToken === 'string')
  );
}

export function readTokens(storage: Reader): StoredTokens | null {
  const text = storage.getItem(TOKENS_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isStoredTokens(value) ? { accessToken: value.accessToken, expiresAt: value.expiresAt, idToken: value.idToken } : null;
  } catch {
    return null;
  }
}

export function writeTokens(storage: Writer, tokens: StoredTokens) {
  storage.setItem(TOKENS_KEY, JSON.stringify(tokens));
}

export function removeTokens(storage: Writer) {
  storage.removeItem(TOKENS_KEY);
}

/**
 * The tokens to keep from a token answer. A refresh answer without a new ID token keeps the previous
 * one; without expires_in the token's own exp claim gives the expiry.
 */
export function tokensFromResponse(response: TokenResponse, now: number, previous: StoredTokens | null = null): StoredTokens {
  const expiresAt =
    response.expires_in !== undefined ? expiresAtFrom(response.expires_in, now) : (decodeClaims(response.access_token).exp ?? 0) * 1000;
  return { accessToken: response.access_token, expiresAt, idToken: response.id_token ?? previous?.idToken ?? null };
}

/** Tokens stored before the refresh token moved to the cookie still carry it: rewrite them without. */
export function dropStoredRefreshToken(storage: Reader & Writer) {
  const text = storage.getItem(TOKENS_KEY);
  if (!text?.includes('"refreshToken"')) return;
  const tokens = readTokens(storage);
  if (tokens) writeTokens(storage, tokens);
  else removeTokens(storage);
}
