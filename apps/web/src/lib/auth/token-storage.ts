import { decodeClaims } from './claims';
import { expiresAtFrom } from './token-timing';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds, from the token response's expires_in. */
  expiresAt: number;
  /** Sent as id_token_hint on logout. */
  idToken: string | null;
}

/** The token endpoint's answer, as far as the session needs it. */
export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
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
    (tokens.refreshToken === null || typeof tokens.refreshToken === 'string') &&
    (tokens.idToken === null || typeof tokens.idToken === 'string')
  );
}

export function readTokens(storage: Reader): StoredTokens | null {
  const text = storage.getItem(TOKENS_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isStoredTokens(value) ? value : null;
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
 * The tokens to keep from a token response. A refresh answer without a new refresh or id token
 * (providers that do not rotate) keeps the previous ones; without expires_in the token's own exp
 * claim gives the expiry.
 */
export function tokensFromResponse(response: TokenResponse, now: number, previous: StoredTokens | null = null): StoredTokens {
  const expiresAt =
    response.expires_in !== undefined ? expiresAtFrom(response.expires_in, now) : (decodeClaims(response.access_token).exp ?? 0) * 1000;
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt,
    idToken: response.id_token ?? previous?.idToken ?? null,
  };
}

/** Spec section 5: a refresh needs a refresh token. */
export function requireRefreshToken(tokens: StoredTokens | null): string {
  if (!tokens?.refreshToken) throw new Error('No refresh token available');
  return tokens.refreshToken;
}
