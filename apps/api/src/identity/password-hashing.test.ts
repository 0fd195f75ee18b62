import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identityAccounts } from '../db/schema';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccount } from './accounts';
import { PASSWORD_COST_RANGE, verifyPassword } from './passwords';

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

/** A hash as a release with cost log2 N stores it. */
function hashAtCost(password: string, log2N: number) {
  const N = 2 ** log2N;
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 2 * 128 * 8 * N });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash as the product stored it before the cost was raised (N=2^15). */
const legacyHash = (password: string) => hashAtCost(password, 15);

describe('password hashing', () => {
  it('stores new passwords with scrypt at N=2^17, r=8, p=1', async () => {
    await createAccount(t.database.db, 'kube', { email: 'fresh-hash@example.com', password: PASSWORD, firstName: 'F', lastName: 'H' });
    expect(await storedHash('fresh-hash@example.com')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('rehashes a password stored with the old cost on the next successful sign-in, not on a failed one', async () => {
    await createAccount(t.database.db, 'kube', { email: 'old-hash@example.com', password: PASSWORD, firstName: 'O', lastName: 'H' });
    const legacy = legacyHash(PASSWORD);
    await t.database.db.update(identityAccounts).set({ passwordHash: legacy }).where(eq(identityAccounts.email, 'old-hash@example.com'));

    await expect(new OidcTestClient(t.app, KUBE).signIn('old-hash@example.com', 'not the password')).rejects.toThrow(
      'sign-in refused: 401',
    );
    expect(await storedHash('old-hash@example.com')).toBe(legacy);

    await new OidcTestClient(t.app, KUBE).signIn('old-hash@example.com', PASSWORD);
    const upgraded = await storedHash('old-hash@example.com');
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    await new OidcTestClient(t.app, KUBE).signIn('old-hash@example.com', PASSWORD);
    expect(await storedHash('old-hash@example.com')).toBe(upgraded);
  });

  it(
    'verifies hashes from the lowest to the highest cost a release may write, so a rollback never locks out who signed in on a newer release',
    { timeout: 60_000 },
    async () => {
      // Made once with node:crypto (scrypt, r=8, p=1, this password), since making them here would double the run.
      // The two beyond 2^17 need more than the 256 MiB the earlier releases allowed scrypt.
      const stored = {
        17: 'scrypt$131072$8$1$YWNhZGVteS1maXh0dXJlLXNhbHQ$3ErSONnjQTTY8hxw-dYmFf0ckENpNKII-my73o6_3ho',
        18: 'scrypt$262144$8$1$YWNhZGVteS1maXh0dXJlLXNhbHQ$nvZgpqjiuK7Fb36deqrNpSrwFOxZhfD9M5nAigsNCTc',
        20: 'scrypt$1048576$8$1$YWNhZGVteS1maXh0dXJlLXNhbHQ$qdMgQYh_IcJp6QUd3NEPcNYZCm4QiCmdH4MhFVLTrCE',
      };
      expect(PASSWORD_COST_RANGE.max).toBe(20);
      expect(await verifyPassword(PASSWORD, hashAtCost(PASSWORD, PASSWORD_COST_RANGE.min))).toBe(true);
      for (const [log2N, hash] of Object.entries(stored)) expect(await verifyPassword(PASSWORD, hash), `2^${log2N}`).toBe(true);
      expect(await verifyPassword('not the password', hashAtCost(PASSWORD, PASSWORD_COST_RANGE.min))).toBe(false);
    },
  );

  it('refuses, without computing it, a stored hash with parameters no release writes', async () => {
    const [scheme, , r, p, salt, key] = hashAtCost(PASSWORD, 14).split('$');
    const inflated = (N: number, blockSize: string, parallelism: string) => [scheme, N, blockSize, parallelism, salt, key].join('$');
    const started = performance.now();
    for (const stored of [
      inflated(2 ** 21, r, p),
      inflated(2 ** 14, '4096', p),
      inflated(2 ** 14, r, '64'),
      inflated(3 * 2 ** 14, r, p),
      'scrypt$x$y$z$$',
    ]) {
      expect(await verifyPassword(PASSWORD, stored), stored).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
