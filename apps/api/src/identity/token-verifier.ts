import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export type FetchJson = (url: string) => Promise<unknown>;

interface IssuerKeys {
  keySet: ReturnType<typeof createLocalJWKSet>;
  loadedAt: number;
}

/** What the verifier remembers per issuer: the last good keys, the load under way and when one last started. */
interface IssuerState {
  jwksUri?: string;
  keys?: IssuerKeys;
  loading?: Promise<IssuerKeys>;
  lastAttemptAt: number;
}

/** Keys older than this are read again before use (jose's cacheMaxAge). */
const KEYS_MAX_AGE_MS = 10 * 60_000;
/** At most one key-set fetch per issuer in this window (jose's cooldownDuration). */
const RELOAD_COOLDOWN_MS = 30_000;
/** Tokens remembered as verified; a learner presents the same access token on every request until it expires. */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Verifies bearer tokens with algorithms, issuer and audience pinned. Keys come from the issuer's
 * discovery document and its jwks_uri. Like jose's remote key set: concurrent requests share one
 * load, the key set is fetched at most once per cooldown (so tokens naming unknown keys cannot make
 * the API hammer the issuer), and a failed reload keeps the last good keys.
 */
export function createTokenVerifier(
  fetchJson: FetchJson,
  algorithms: string[],
  options: { onReloadFailed?: (issuer: string, error: unknown) => void } = {},
) {
  const issuers = new Map<string, IssuerState>();

  const stateOf = (issuer: string) => {
    if (!issuers.has(issuer)) issuers.set(issuer, { lastAttemptAt: -Infinity });
    return issuers.get(issuer)!;
  };

  const load = (issuer: string, state: IssuerState): Promise<IssuerKeys> => {
    state.loading ??= (async () => {
      state.lastAttemptAt = Date.now();
      try {
        state.jwksUri ??= jwksUriOf(await fetchJson(`${issuer}/.well-known/openid-configuration`));
        const keys = { keySet: createLocalJWKSet((await fetchJson(state.jwksUri)) as JSONWebKeySet), loadedAt: Date.now() };
        state.keys = keys;
        return keys;
      } finally {
        state.loading = undefined;
      }
    })();
    return state.loading;
  };

  /** A reload if the cooldown allows one (else the keys at hand); a failed reload falls back to the last good keys. */
  const reload = async (issuer: string, state: IssuerState, current: IssuerKeys): Promise<IssuerKeys> => {
    if (!state.loading && Date.now() - state.lastAttemptAt < RELOAD_COOLDOWN_MS) return current;
    try {
      return await load(issuer, state);
    } catch (error) {
      options.onReloadFailed?.(issuer, error);
      return current;
    }
  };

  const currentKeys = async (issuer: string, state: IssuerState): Promise<IssuerKeys> => {
    if (!state.keys) return load(issuer, state);
    if (Date.now() - state.keys.loadedAt > KEYS_MAX_AGE_MS) return reload(issuer, state, state.keys);
    return state.keys;
  };

  /**
   * A token that verified once is trusted again until its `exp` (signature, issuer and audience
   * cannot change), which saves the signature check on every request. Oldest entries leave first.
   */
  const verified = new Map<string, JWTPayload>();

  const verify = async (token: string, expected: { issuer: string; audience: string }): Promise<JWTPayload> => {
    const key = `${expected.issuer}\n${expected.audience}\n${token}`;
    const known = verified.get(key);
    if (known && Number(known.exp) * 1000 > Date.now()) return known;
    if (known) verified.delete(key);
    const payload = await verifyOnce(token, expected);
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(key, payload);
    return payload;
  };

  async function verifyOnce(token: string, expected: { issuer: string; audience: string }): Promise<JWTPayload> {
    const state = stateOf(expected.issuer);
    const keys = await currentKeys(expected.issuer, state);
    const verifyWith = async ({ keySet }: IssuerKeys) =>
      (await jwtVerify(token, keySet, { algorithms, issuer: expected.issuer, audience: expected.audience, requiredClaims: ['sub', 'exp'] })).payload;
    try {
      return await verifyWith(keys);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      const fresh = await reload(expected.issuer, state, keys);
      if (fresh === keys) throw error;
      return verifyWith(fresh);
    }
  }

  return verify;
}
function jwksUriOf(discovery: unknown): string {
  const uri = (discovery as { jwks_uri?: unknown } | null)?.jwks_uri;
  if (typeof uri !== 'string') throw new Error('the discovery document names no jwks_uri');
  return uri;
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
