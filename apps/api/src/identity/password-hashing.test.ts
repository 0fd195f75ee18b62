import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identityAccounts } from '../db/schema';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccount } from './accounts';

const KUBE = 'kube.localhost:3000';
const PASSWORD = 'correct horse battery';
let t: TestApp;
beforeAll(async () => {
  // The suites run at a lower cost (vitest.config.ts); these tests are about production's.
  t = await createTestApp({ PASSWORD_HASH_COST: '17' });
});
afterAll(() => t.close());

const storedHash = async (email: string) => {
  const [row] = await t.database.db
    .select({ passwordHash: identityAccounts.passwordHash })
    .from(identityAccounts)
    .where(and(eq(identityAccounts.tenantId, 'kube'), eq(identityAccounts.email, email)));
  return row.passwordHash;
};

/** A hash as the product stored it before the cost was raised (N=2^15). */
function legacyHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 32_768, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing', () => {
  it('stores new passwords with scrypt at N=2^17, r=8, p=1', async () => {
    await createAccount(t.database.db, 'kube', { email: 'fresh-hash@example.com', password: PASSWORD, firstName: 'F', lastName: 'H' });
    expect(await storedHash('fresh-hash@example.com')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('rehashes a password stored with the old cost on the next successful sign-in, not on a failed one', async () => {
    await createAccount(t.database.db, 'kube', { email: 'old-hash@example.com', password: PASSWORD, firstName: 'O', lastName: 'H' });
    const legacy = legacyHash(PASSWORD);
    await t.database.db.update(identityAccounts).set({ passwordHash: legacy }).where(eq(identityAccounts.email, 'old-hash@example.com'));

    await expect(new OidcTestClient(t.app, KUBE).signIn('old-hash@example.com', 'not the password')).rejects.toThrow('sign-in refused: 401');
    expect(await storedHash('old-hash@example.com')).toBe(legacy);

    await new OidcTestClient(t.app, KUBE).signIn('old-hash@example.com', PASSWORD);
    const upgraded = await storedHash('old-hash@example.com');
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    await new OidcTestClient(t.app, KUBE).signIn('old-hash@example.com', PASSWORD);
    expect(await storedHash('old-hash@example.com')).toBe(upgraded);
  });
});
