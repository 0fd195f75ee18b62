import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

export interface IdentityKeys {
  /** Private signing keys (RS256) of the embedded identity provider. */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  /**
   * The key of the hash under which the provider's artefacts are stored (decision 014), made once
   * and shared by every replica through the database. Tokens, codes and session ids carry 256
   * random bits, so their hashes cannot be reversed; the key also protects shorter lookup keys.
   */
  storageKey: Buffer;
}

/**
 * Keys from configuration when given (required in production); otherwise made once and kept in
 * the database, so a development restart keeps everyone signed in.
 */
export async function loadIdentityKeys(db: Database, configured: { jwks?: { keys: JWK[] }; cookieKeys?: string[] }): Promise<IdentityKeys> {
  const jwks = configured.jwks ?? (await stored(db, 'oidc.jwks', createSigningKeys));
  const cookieKeys = configured.cookieKeys ?? (await stored(db, 'oidc.cookie-keys', async () => [createCookieKey()]));
  const storageKey = Buffer.from(await stored(db, 'oidc.storage-key', async () => randomBytes(32).toString('base64url')), 'base64url');
  return { jwks, cookieKeys, storageKey };
}

/** The public half of each signing key, which is all a verifier needs (the provider publishes the same at its jwks_uri). */
export function publicKeysOf(jwks: { keys: JWK[] }): JSONWebKeySet {
  return { keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({ kty: kty!, n, e, crv, x, y, kid, alg, use })) };
}

/** A new key for the provider's signed cookies (OIDC_COOKIE_KEYS takes a comma-separated list of them). */
export const createCookieKey = () => randomBytes(32).toString('base64url');

/** A new RS256 signing key as a one-key set, private half included (what OIDC_JWKS holds). */
export async function createSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] };
}

async function stored<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.value as T;
}
