import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInDelays } from '../db/schema';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { awayFromWindowEdge } from '../test/window-edge';
import { createAccount } from './accounts';

/**
 * Sign-in throttling through the real sign-in page: a delay per account and client address, marks
 * for an account or an address under attack, and never a correct password refused because someone
 * else guessed wrong. Clients differ by the address the server's socket sees (or, behind a trusted
 * proxy, by X-Forwarded-For).
 */
let t: TestApp;
const KUBE = 'kube.localhost:3000';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', SIGN_UPS_PER_HOUR: '2' });
  for (const name of ['victim', 'neighbour', 'patient', 'proxied'])
    await createAccount(t.database.db, 'kube', { email: `${name}@example.com`, password: PASSWORD, firstName: name, lastName: 'Learner' });
});
afterAll(() => t.close());

/** A browser at `address` on the kube sign-in page; `headers` go with every form it submits. */
async function signInPage(address: string, headers: Record<string, string> = {}, client = new OidcTestClient(t.app, KUBE, address)) {
  const { location } = await client.startSignIn();
  const page = await client.follow(location!);
  const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(page.response.body)![1];
  const submit = (email: string, password: string, extra: Record<string, string> = {}) =>
    client.request({
      method: 'POST',
      url: `/identity/interaction/${uid}/login`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers, ...extra },
      payload: new URLSearchParams({ email, password }).toString(),
    });
  return { client, uid, submit };
}

/** Lets time pass for one account and address: its current wait is over. */
const endWait = (email: string, address: string) =>
  t.database.db
    .update(signInDelays)
    .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
    .where(and(eq(signInDelays.tenantId, 'kube'), eq(signInDelays.email, email), eq(signInDelays.clientAddress, address)));

describe('sign-in throttling', () => {
  // The clock stands still unless a test moves it, so a 1-second wait cannot run out on a slow machine.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('lets a few wrong passwords through, then makes attempts wait (1 s, doubling), and takes the right one once the wait is over', async () => {
    const { submit } = await signInPage('203.0.113.10');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await submit('patient@example.com', `guess ${attempt}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('The e-mail or password is not right.');
    }
    const early = await submit('patient@example.com', PASSWORD);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect(early.body).toContain('Too many failed sign-ins for this account from your network. Try again in 1 second.');

    vi.setSystemTime(Date.now() + 1_100);
    expect((await submit('patient@example.com', 'guess 3')).statusCode).toBe(401);
    const doubled = await submit('patient@example.com', PASSWORD);
    expect(doubled.statusCode).toBe(429);
    expect(doubled.headers['retry-after']).toBe('2');

    await endWait('patient@example.com', '203.0.113.10');
    expect((await submit('patient@example.com', PASSWORD)).statusCode).toBe(303);
    const afresh = await signInPage('203.0.113.10');
    expect((await afresh.submit('patient@example.com', 'one typo')).statusCode).toBe(401);
    expect((await afresh.submit('patient@example.com', PASSWORD)).statusCode).toBe(303);
  });

  it('never lets an attacker on another address lock the victim out', async () => {
    const attacker = await signInPage('198.51.100.66');
    for (let attempt = 0; attempt < 15; attempt += 1) {
      await endWait('victim@example.com', '198.51.100.66');
      expect((await attacker.submit('victim@example.com', `guess ${attempt}`)).statusCode).toBe(401);
    }
    expect((await attacker.submit('victim@example.com', 'guess 15')).statusCode).toBe(429);

    const victim = await signInPage('192.0.2.20');
    expect((await victim.submit('victim@example.com', PASSWORD)).statusCode).toBe(303);
    // Under attack, the attacker's every further failure costs it the full delay.
    await endWait('victim@example.com', '198.51.100.66');
    expect((await attacker.submit('victim@example.com', 'guess 16')).statusCode).toBe(401);
    expect((await attacker.submit('victim@example.com', 'guess 17')).headers['retry-after']).toBe('900');
  });

  it('checks no more passwords from an address past its budget of failures, whatever the account, except in browsers the account signed in on', async () => {
    const shared = '198.51.100.77';
    const neighbour = await signInPage(shared);
    expect((await neighbour.submit('neighbour@example.com', PASSWORD)).statusCode).toBe(303);

    const attacker = await signInPage(shared);
    // 50 failures in 15 minutes (SIGN_IN_FAILURES_PER_ADDRESS_15_MIN), each on an account of its own.
    const targets = Array.from({ length: 50 }, (_, index) => `target-${index}-${randomUUID()}@example.com`);
    // Two at a time: a client may have two sign-ins in flight.
    for (let start = 0; start < targets.length; start += 2) {
      const answers = await Promise.all(targets.slice(start, start + 2).map((email) => attacker.submit(email, 'Summer2026!')));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 401));
    }
    const refused = await attacker.submit(`fresh-${randomUUID()}@example.com`, 'Summer2026!');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(refused.body).toContain('Too many failed sign-ins from your network. Try again in');

    // A new browser on the same network waits too, right password or not, and a made-up cookie does not help.
    const stranger = await signInPage(shared);
    expect((await stranger.submit('neighbour@example.com', PASSWORD)).statusCode).toBe(429);
    const forger = await signInPage(shared);
    forger.client.setCookie('academy_known_AAAAAAAAAAAAAAAAAAAAAA', '1');
    expect((await forger.submit('neighbour@example.com', PASSWORD)).statusCode).toBe(429);

    // The browser the neighbour signed in on before is known to the account: it signs in.
    const again = await signInPage(shared, {}, neighbour.client);
    expect((await again.submit('neighbour@example.com', PASSWORD)).statusCode).toBe(303);
    // It proves that account only: another account from it still waits for the network's budget.
    const otherAccount = await signInPage(shared, {}, neighbour.client);
    expect((await otherAccount.submit('victim@example.com', PASSWORD)).statusCode).toBe(429);
  }, 120_000);

  it('does not let parallel attempts slip past the delay together', async () => {
    const { submit } = await signInPage('203.0.113.99');
    const email = `parallel-${randomUUID()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => submit(email, `parallel ${index}`)));
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    // At most the three free failures were checked; the rest waited (the delay, or two in flight per client).
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10 - checked);
  });

  it('counts clients behind a trusted proxy by X-Forwarded-For, and a client that is not a proxy by its own address', async () => {
    const proxy = '10.0.0.2';
    const attacker = await signInPage(proxy, { 'x-forwarded-for': '198.51.100.1' });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await attacker.submit('proxied@example.com', `guess ${attempt}`)).statusCode).toBe(401);
    expect((await attacker.submit('proxied@example.com', PASSWORD)).statusCode).toBe(429);
    const owner = await signInPage(proxy, { 'x-forwarded-for': '198.51.100.2' });
    expect((await owner.submit('proxied@example.com', PASSWORD)).statusCode).toBe(303);

    const spoofer = await signInPage('203.0.113.50');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await spoofer.submit('proxied@example.com', `guess ${attempt}`, { 'x-forwarded-for': `192.0.2.${attempt}` })).statusCode,
      ).toBe(401);
    }
    expect((await spoofer.submit('proxied@example.com', 'guess 3', { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(429);
  });

  it('shows the provider the protocol only a trusted proxy vouches for', async () => {
    const discovery = (remoteAddress: string) =>
      t.app
        .inject({ url: '/oidc/.well-known/openid-configuration', remoteAddress, headers: { host: KUBE, 'x-forwarded-proto': 'https' } })
        .then((response) => response.json().authorization_endpoint as string);
    expect(await discovery('10.0.0.2')).toBe('https://kube.localhost:3000/oidc/auth');
    expect(await discovery('203.0.113.50')).toBe('http://kube.localhost:3000/oidc/auth');
  });
});

describe('sign-up limit', () => {
  it('refuses more sign-ups per client address and hour than allowed, with 429 and Retry-After', async () => {
    await awayFromWindowEdge(3_600);
    const signUp = async (address: string, email: string) => {
      const { client, uid } = await signInPage(address);
      return client.submit(`/identity/interaction/${uid}/register`, {
        firstName: 'New',
        lastName: 'Learner',
        email,
        password: 'long enough password',
        passwordConfirmation: 'long enough password',
      });
    };
    for (const email of ['first@example.com', 'second@example.com'])
      expect((await signUp('203.0.113.120', email)).statusCode).not.toBe(429);
    const third = await signUp('203.0.113.120', 'third@example.com');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.body).toContain('Too many accounts were created from your network.');
    expect((await signUp('203.0.113.121', 'elsewhere@example.com')).statusCode).not.toBe(429);
  });
});
