import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export type FetchJson = (url: string) => Promise<unknown>;

interface IssuerKeys {
  keySet: ReturnType<typeof createLocalJWKSet>;
  jwksUri: string;
  loadedAt: number;
}

const KEYS_MAX_AGE_MS = 10 * 60_000;

/**
 * Verifies bearer tokens with algorithms, issuer and audience pinned. Keys come from the issuer's
 * discovery document and its jwks_uri, cached, and fetched again once when a token names an
 * unknown key (rotation).
 */
export function createTokenVerifier(fetchJson: FetchJson, algorithms: string[]) {
  const cache = new Map<string, Promise<IssuerKeys>>();

  const load = (issuer: string, jwksUri?: string): Promise<IssuerKeys> => {
    const loading = (async () => {
      const uri = jwksUri ?? String(((await fetchJson(`${issuer}/.well-known/openid-configuration`)) as { jwks_uri?: unknown }).jwks_uri);
      const keys = (await fetchJson(uri)) as JSONWebKeySet;
      return { keySet: createLocalJWKSet(keys), jwksUri: uri, loadedAt: Date.now() };
    })();
    cache.set(issuer, loading);
    loading.catch(() => cache.delete(issuer));
    return loading;
  };

  return async function verify(token: string, expected: { issuer: string; audience: string }): Promise<JWTPayload> {
    let keys = await (cache.get(expected.issuer) ?? load(expected.issuer));
    if (Date.now() - keys.loadedAt > KEYS_MAX_AGE_MS) keys = await load(expected.issuer, keys.jwksUri);
    const options = { algorithms, issuer: expected.issuer, audience: expected.audience, requiredClaims: ['sub', 'exp'] };
    try {
      return (await jwtVerify(token, keys.keySet, options)).payload;
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
      const fresh = await load(expected.issuer, keys.jwksUri);
      return (await jwtVerify(token, fresh.keySet, options)).payload;
    }
  };
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
