import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccount } from './accounts';
import { hashPassword, setPasswordCost } from './passwords';

/**
 * A flood of sign-ins cannot take the process's memory or every thread: past
 * PASSWORD_HASH_CONCURRENCY hashes at once and PASSWORD_HASH_QUEUE waiting, the sign-in page answers
 * 429 at once, without hashing.
 */
let t: TestApp;
const KUBE = 'kube.localhost:3000';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' });
  // Stored at production's cost, so each check takes a few hundred milliseconds, as in production.
  setPasswordCost(17);
  const slowHash = await hashPassword(PASSWORD);
  setPasswordCost(14);
  await createAccount(
    t.database.db,
    'kube',
    { email: 'flooded@example.com', password: PASSWORD, firstName: 'Flo', lastName: 'Oded' },
    {},
    slowHash,
  );
});
afterAll(() => t.close());

async function signInPage(address: string) {
  const client = new OidcTestClient(t.app, KUBE, address);
  const page = await client.follow((await client.startSignIn()).location!);
  const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(page.response.body)![1];
  return (email: string, password: string) =>
    client.request({
      method: 'POST',
      url: `/identity/interaction/${uid}/login`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    });
}

describe('password hashes under a flood of sign-ins', () => {
  it('refuses a sign-in at once with 429 and Retry-After while every hash slot and queue place is taken, and takes it afterwards', async () => {
    const flood = await Promise.all(Array.from({ length: 6 }, (_, index) => signInPage(`203.0.113.${100 + index}`)));
    const answers = await Promise.all(flood.map((submit) => submit('flooded@example.com', 'not the password')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(401);
    const busy = answers.filter((answer) => answer.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].headers['retry-after']).toBe('2');
    expect(busy[0].body).toContain('Many sign-ins are being checked right now. Please try again in a few seconds.');

    const owner = await signInPage('203.0.113.200');
    expect((await owner('flooded@example.com', PASSWORD)).statusCode).toBe(303);
  });
});
