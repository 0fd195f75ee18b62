import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startExternalIssuer, type ExternalIssuer } from '../test/external-issuer';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The verifier's key cache against a real external issuer on a loopback port: fetches are counted
 * where they arrive. Only the clock is faked, to step over the cooldown and the cache age.
 */
let issuer: ExternalIssuer;
let t: TestApp;
const AUDIENCE = 'http://kube.localhost:3000/api';

beforeAll(async () => {
  issuer = await startExternalIssuer();
  await issuer.publish('first');
  t = await createTestApp({ OIDC_ISSUER: issuer.issuer });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await issuer.close();
});

const details = (token: string) =>
  t.app
    .inject({ url: '/api/user/getUserDetails', headers: { host: 'kube.localhost:3000', authorization: `Bearer ${token}` } })
    .then((response) => response.statusCode);

/** Moves the clock on (it never goes back between tests); timers stay real for the database and the server. */
let offset = 0;
const advance = (ms: number) => {
  offset += ms;
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(vi.getRealSystemTime() + offset);
};

describe('the bearer verifier with an external issuer', () => {
  it('reads discovery and keys once, then shares one reload between concurrent tokens that name a new key', async () => {
    expect(await details(await issuer.sign('first', AUDIENCE))).toBe(200);
    expect(issuer.fetches).toEqual({ discovery: 1, jwks: 1 });

    await issuer.publish('rotated');
    advance(31_000);
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, index) => issuer.sign('rotated', AUDIENCE, `subject-${index}`)));
    const statuses = await Promise.all(tokens.map(details));
    expect(statuses).toEqual(tokens.map(() => 200));
    expect(issuer.fetches).toEqual({ discovery: 1, jwks: 2 });
  });

  it('does not fetch again for another unknown key within the cooldown, and does after it', async () => {
    const before = issuer.fetches.jwks;
    advance(31_000);
    expect(await details(await issuer.sign('unpublished', AUDIENCE))).toBe(401);
    expect(issuer.fetches.jwks).toBe(before + 1);

    await issuer.publish('later');
    for (const kid of ['unpublished', 'another-unknown', 'later']) expect(await details(await issuer.sign(kid, AUDIENCE)), kid).toBe(401);
    expect(issuer.fetches.jwks).toBe(before + 1);

    advance(62_000);
    expect(await details(await issuer.sign('later', AUDIENCE))).toBe(200);
    expect(issuer.fetches.jwks).toBe(before + 2);
  });

  it('keeps the last good keys when a reload fails, for stale keys and for an unknown key', async () => {
    issuer.setFailing(true);
    try {
      const before = issuer.fetches.jwks;
      advance(11 * 60_000);
      expect(await details(await issuer.sign('first', AUDIENCE))).toBe(200);
      expect(issuer.fetches.jwks).toBe(before + 1);

      advance(12 * 60_000);
      expect(await details(await issuer.sign('never-published', AUDIENCE))).toBe(401);
      expect(await details(await issuer.sign('rotated', AUDIENCE))).toBe(200);
      expect(issuer.fetches.jwks).toBe(before + 2);
    } finally {
      issuer.setFailing(false);
    }
  });

  it('trusts a token it verified again only until the token expires', async () => {
    const token = await issuer.sign('rotated', AUDIENCE, 'returning-subject');
    expect(await details(token)).toBe(200);
    expect(await details(token)).toBe(200);
    advance(61 * 60_000);
    expect(await details(token)).toBe(401);
  });
});
