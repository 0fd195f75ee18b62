import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';

export type FetchJson = (url: string) => Promise<unknown>;

/**
 * Where the keys come from: the embedded provider's own public keys, held in this process (a replica
 * never calls its own public address, which a network policy or a TLS-only ingress may not let it
 * reach), or an external issuer's discovery document and jwks_uri.
 */
export type KeySource = { embedded: JSONWebKeySet } | { fetchJson: FetchJson };

/** The issuer's keys could not be read and none were read before: the server's fault, not the token's. */
export class KeySetUnavailableError extends Error {}

interface IssuerKeys {
  keySet: ReturnType<typeof createLocalJWKSet>;
  loadedAt: number;
}

/** The keys to check a token of `issuer` with, and fresher ones when a token names a key they lack. */
interface Keys {
  current(issuer: string): Promise<IssuerKeys>;
  /** Keys read again (or the same ones when no new read is due); the caller tries once more if they differ. */
  afterUnknownKey(issuer: string, current: IssuerKeys): Promise<IssuerKeys>;
}

/** Keys older than this are read again before use (jose's cacheMaxAge). */
const KEYS_MAX_AGE_MS = 10 * 60_000;
/** At most one key-set fetch per issuer in this window (jose's cooldownDuration). */
const RELOAD_COOLDOWN_MS = 30_000;
/** Tokens remembered as verified; a learner presents the same access token on every request until it expires. */
const MAX_VERIFIED_TOKENS = 10_000;

/** The embedded provider's keys: the same for every portal, never read again (a rotation restarts the process). */
function embeddedKeys(jwks: JSONWebKeySet): Keys {
  const keys = { keySet: createLocalJWKSet(jwks), loadedAt: Date.now() };
  return { current: async () => keys, afterUnknownKey: async () => keys };
}

/** What the verifier remembers per external issuer: the last good keys, the load under way and when one last started. */
interface IssuerState {
  jwksUri?: string;
  keys?: IssuerKeys;
  loading?: Promise<IssuerKeys>;
  lastAttemptAt: number;
}

/**
 * An external issuer's keys, like jose's remote key set: concurrent requests share one load, the key
 * set is fetched at most once per cooldown (so tokens naming unknown keys cannot make the API hammer
 * the issuer), and a failed reload keeps the last good keys.
 */
function discoveredKeys(fetchJson: FetchJson, onReloadFailed?: (issuer: string, error: unknown) => void): Keys {
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
      } catch (error) {
        throw new KeySetUnavailableError(`the keys of ${issuer} could not be read: ${(error as Error).message}`, { cause: error });
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
      onReloadFailed?.(issuer, error);
      return current;
    }
  };

  return {
    async current(issuer) {
      const state = stateOf(issuer);
      if (!state.keys) return load(issuer, state);
      if (Date.now() - state.keys.loadedAt > KEYS_MAX_AGE_MS) return reload(issuer, state, state.keys);
      return state.keys;
    },
    afterUnknownKey: (issuer, current) => reload(issuer, stateOf(issuer), current),
  };
}

/** Verifies bearer tokens with algorithms, issuer and audience pinned, against the keys of `source`. */
export function createTokenVerifier(
  source: KeySource,
  algorithms: string[],
  options: { onReloadFailed?: (issuer: string, error: unknown) => void } = {},
) {
  const keys = 'embedded' in source ? embeddedKeys(source.embedded) : discoveredKeys(source.fetchJson, options.onReloadFailed);

  /**
   * A token that verified once is trusted again until its `exp` (signature, issuer and audience
   * cannot change), which saves the signature check on every request. Oldest entries leave first:
   * a hit is a `peek`, which leaves the order as it was stored.
   */
  const verified = new LRUCache<string, JWTPayload>({ max: MAX_VERIFIED_TOKENS });

  const verify = async (token: string, expected: { issuer: string; audience: string }): Promise<JWTPayload> => {
    const key = `${expected.issuer}\n${expected.audience}\n${token}`;
    const known = verified.peek(key);
    if (known && Number(known.exp) * 1000 > Date.now()) return known;
    if (known) verified.delete(key);
    const payload = await verifyOnce(token, expected);
    verified.set(key, payload);
    return payload;
  };

  async function verifyOnce(token: string, expected: { issuer: string; audience: string }): Promise<JWTPayload> {
    const current = await keys.current(expected.issuer);
    const verifyWith = async ({ keySet }: IssuerKeys) =>
      (await jwtVerify(token, keySet, { algorithms, issuer: expected.issuer, audience: expected.audience, requiredClaims: ['sub', 'exp'] }))
        .payload;
    try {
      return await verifyWith(current);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      const fresh = await keys.afterUnknownKey(expected.issuer, current);
      if (fresh === current) throw error;
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
