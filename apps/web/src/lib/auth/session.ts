import { useSyncExternalStore } from 'react';
import type { IdentityConfig } from './authorize-params';
import { decodeClaims, type AccessTokenClaims } from './claims';
import { isRefusal, isUnanswered, REFRESH_RETRY_MS } from './refresh-failure';
import { forgetRefreshToken, refreshTokens } from './session-tokens';
import { storeOrigin, takeOrigin } from './sign-in-storage';
import {
  dropStoredRefreshToken,
  readTokens,
  removeTokens,
  TOKENS_KEY,
  tokensFromResponse,
  writeTokens,
  type StoredTokens,
} from './token-storage';
import { isUnexpired, refreshDelay } from './token-timing';

export interface SessionState {
  tokens: StoredTokens | null;
  /** Spec section 4: only while an access token exists and has not expired. */
  isAuthenticated: boolean;
  claims: AccessTokenClaims | null;
}

const ANONYMOUS: SessionState = { tokens: null, isAuthenticated: false, claims: null };

let identity: IdentityConfig | null = null;
let state: SessionState = ANONYMOUS;
let refreshTimer: number | undefined;
let expiryTimer: number | undefined;
const listeners = new Set<() => void>();

function claimsOf(token: string): AccessTokenClaims | null {
  try {
    return decodeClaims(token);
  } catch (error) {
    console.error(error);
    return null;
  }
}

function stopTimers() {
  window.clearTimeout(refreshTimer);
  window.clearTimeout(expiryTimer);
}

/** Takes the tokens as the session's, and plans the refresh and the moment they stop counting. */
function apply(tokens: StoredTokens | null) {
  stopTimers();
  const now = Date.now();
  const isAuthenticated = tokens !== null && isUnexpired(tokens.expiresAt, now);
  state = tokens ? { tokens, isAuthenticated, claims: isAuthenticated ? claimsOf(tokens.accessToken) : null } : ANONYMOUS;
  if (tokens) {
    refreshTimer = window.setTimeout(() => void refreshSession(), refreshDelay(tokens.expiresAt, now));
    if (isAuthenticated) expiryTimer = window.setTimeout(() => apply(readTokens(localStorage)), tokens.expiresAt - now);
  }
  listeners.forEach((listener) => listener());
}

function requireIdentity(): IdentityConfig {
  if (!identity) throw new Error('The session has not been started');
  return identity;
}

/** Called once the runtime configuration is known: picks up stored tokens and follows other tabs. */
export function startSession(config: IdentityConfig) {
  identity = config;
  dropStoredRefreshToken(localStorage);
  apply(readTokens(localStorage));
  window.addEventListener('storage', (event) => {
    if (event.key === TOKENS_KEY || event.key === null) apply(readTokens(localStorage));
  });
}

function setTokens(tokens: StoredTokens) {
  writeTokens(localStorage, tokens);
  apply(tokens);
}

/** One refresh at a time across tabs: refresh tokens rotate, and a replayed one is refused. */
async function withRefreshLock(task: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return task();
  await navigator.locks.request('academy-token-refresh', task);
}

/**
 * Has the server exchange the refresh token in its cookie for new tokens with the refresh scope. A
 * refusal clears the tokens, so the visitor is signed out; any other failure is tried again. `force`
 * refreshes even when another tab has just done so (to pick up a changed name).
 */
export async function refreshSession({ force = false } = {}): Promise<void> {
  try {
    await withRefreshLock(async () => {
      const stored = readTokens(localStorage);
      if (!force && stored && stored.accessToken !== state.tokens?.accessToken) {
        apply(stored);
        return;
      }
      setTokens(tokensFromResponse(await refreshTokens(), Date.now(), stored));
    });
  } catch (error) {
    if (!isRefusal(error)) {
      if (!isUnanswered(error)) console.error(error);
      window.clearTimeout(refreshTimer);
      refreshTimer = window.setTimeout(() => void refreshSession({ force }), REFRESH_RETRY_MS);
      return;
    }
    console.error(error);
    removeTokens(localStorage);
    apply(null);
  }
}

/** /auth: sends the browser to the provider's sign-in (authorization code with PKCE). */
export async function beginSignIn(invitation?: string): Promise<void> {
  const { authorizationUrl } = await import('./oidc-client');
  window.location.assign(await authorizationUrl(requireIdentity(), invitation));
}

/** Where the visitor goes after the callback, and whether the sign-in completed. */
export interface SignInCompletion {
  origin: string;
  signedIn: boolean;
}

const completions = new Map<string, Promise<SignInCompletion>>();

/**
 * /login/callback: exchanges the code with the stored verifier, stores the tokens and answers the
 * stored origin (default /). A failure goes to the console (spec) and is answered as not signed in,
 * so the screen can say so; the visitor returns as they left. Runs once per callback address,
 * however often the screen mounts.
 */
export function completeSignIn(callback: URL): Promise<SignInCompletion> {
  const key = callback.toString();
  let completion = completions.get(key);
  if (!completion) {
    completion = (async () => {
      let signedIn = false;
      try {
        const { exchangeCode } = await import('./oidc-client');
        setTokens(await exchangeCode(requireIdentity(), callback));
        signedIn = true;
      } catch (error) {
        console.error(error);
      }
      return { origin: takeOrigin(localStorage), signedIn };
    })();
    completions.set(key, completion);
  }
  return completion;
}

/** Where the visitor returns after sign-in. */
export function rememberOrigin(address: string) {
  storeOrigin(localStorage, address);
}

/**
 * Spec section 4: clears local and session storage, has the server revoke the refresh token and
 * clear its cookie, ends the provider session with a DELETE to the logout address, then leaves
 * through the provider's end-session endpoint. The page keeps its state until it is left, so no
 * screen reacts to the sign-out by starting a sign-in.
 */
export async function logout(): Promise<void> {
  const config = requireIdentity();
  const idToken = state.tokens?.idToken ?? null;
  stopTimers();
  localStorage.clear();
  sessionStorage.clear();
  const calls = await Promise.allSettled([forgetRefreshToken(), fetch(config.logoutUrl, { method: 'DELETE', credentials: 'include' })]);
  for (const call of calls) if (call.status === 'rejected') console.error(call.reason);
  try {
    const { endSessionUrl } = await import('./oidc-client');
    window.location.assign((await endSessionUrl(config, idToken)) ?? '/');
  } catch (error) {
    console.error(error);
    window.location.assign('/');
  }
}

/**
 * The account was deleted (decision 026): the server already ended every sign-in of it, so the
 * browser only forgets its tokens and has the server clear the refresh cookie, then carries on as
 * a visitor, without the provider round trip of a logout (its session is gone already). The caller
 * loads a new page next, so the state in memory is left as it is: announcing the ended session
 * here would let the account page's guard start a sign-in before that page loads.
 */
export async function endDeletedSession(): Promise<void> {
  stopTimers();
  localStorage.clear();
  sessionStorage.clear();
  await forgetRefreshToken().catch((error: unknown) => console.error(error));
}

/**
 * The API refused the bearer the session holds (revoked, signed by a key that rotated away): the
 * browser forgets the tokens and carries on as a visitor, who can sign in again (decision 021).
 * A newer token from another tab is kept.
 */
export function endRejectedSession(rejectedAccessToken: string): void {
  if (state.tokens?.accessToken !== rejectedAccessToken) return;
  removeTokens(localStorage);
  apply(null);
}

/** The bearer token for API calls, while it has not expired. */
export function validAccessToken(): string | null {
  const { tokens } = state;
  return tokens && isUnexpired(tokens.expiresAt, Date.now()) ? tokens.accessToken : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Server renders and hydration see the anonymous visitor; the signed-in state follows right after (decision 019). */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => ANONYMOUS,
  );
}
