/** What survives the round trip to the identity provider, in local storage (spec section 5). */
const CODE_VERIFIER_KEY = 'codeVerifier';
const STATE_KEY = 'authState';
const ORIGIN_KEY = 'authOrigin';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PendingSignIn {
  codeVerifier: string;
  state: string;
}

/** Browsers drop tabs and line breaks from an address and read a backslash as a slash: `/\t/evil` is `//evil`. */
const bendsAddress = (address: string) => [...address].some((char) => char < ' ' || char === '\x7f' || char === '\\');

/** Only addresses inside this app are returned to, so a stored origin cannot send anyone elsewhere. */
export function safeOrigin(origin: string | null): string {
  return origin && origin.startsWith('/') && !origin.startsWith('//') && !bendsAddress(origin) ? origin : '/';
}

/** The query parameter of /auth that names where to return after sign-in. */
const RETURN_TO_PARAM = 'returnTo';

/** Sign-in pages are never returned to: they would start another sign-in. */
const isSignInPage = (address: string) => /^\/(auth|login\/callback)(?:[/?#]|$)/.test(address);

/** The sign-in page's address carrying the address to return to (the home page needs none). */
export function signInAddress(returnTo: string): string {
  const origin = safeOrigin(returnTo);
  return origin === '/' || isSignInPage(origin) ? '/auth' : `/auth?${RETURN_TO_PARAM}=${encodeURIComponent(origin)}`;
}

/** The return address /auth was opened with (its query string), else /. */
export function returnAddressOf(search: string): string {
  const origin = safeOrigin(new URLSearchParams(search).get(RETURN_TO_PARAM));
  return isSignInPage(origin) ? '/' : origin;
}

export function storeOrigin(storage: Store, address: string) {
  storage.setItem(ORIGIN_KEY, safeOrigin(address));
}

/** The address to return to after sign-in (default /); it is used once. */
export function takeOrigin(storage: Store): string {
  const origin = safeOrigin(storage.getItem(ORIGIN_KEY));
  storage.removeItem(ORIGIN_KEY);
  return origin;
}

export function storePendingSignIn(storage: Store, pending: PendingSignIn) {
  storage.setItem(CODE_VERIFIER_KEY, pending.codeVerifier);
  storage.setItem(STATE_KEY, pending.state);
}

export function readPendingSignIn(storage: Store): PendingSignIn {
  const codeVerifier = storage.getItem(CODE_VERIFIER_KEY);
  if (!codeVerifier) throw new Error('Code verifier not found in local storage');
  return { codeVerifier, state: storage.getItem(STATE_KEY) ?? '' };
}

export function clearPendingSignIn(storage: Store) {
  storage.removeItem(CODE_VERIFIER_KEY);
  storage.removeItem(STATE_KEY);
}
