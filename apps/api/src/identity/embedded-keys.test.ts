import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccount } from './accounts';

/**
 * Behind a TLS proxy with a network policy, a replica cannot reach its own public address: the
 * API checks the embedded provider's tokens with the keys it holds, and fetches nothing to do so.
 */
const HOST = 'kube.academy.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN_TEMPLATE: 'https://{tenant}.academy.test', TRUST_PROXY: '127.0.0.1' });
  await createAccount(t.database.db, 'kube', { email: 'behind-tls@example.com', password: 'correct horse battery', firstName: 'T', lastName: 'L' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('bearer tokens of the embedded provider', () => {
  it('verify in-process on an https origin, without a single outgoing request', async () => {
    const outgoing = vi.spyOn(globalThis, 'fetch');
    const client = new OidcTestClient(t.app, HOST, undefined, { https: true });
    const { access_token: token } = await client.signIn('behind-tls@example.com', 'correct horse battery');
    const details = await t.app.inject({ url: '/api/user/getUserDetails', headers: { host: HOST, 'x-forwarded-proto': 'https', authorization: `Bearer ${token}` } });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({ login: 'behind-tls@example.com' });
    expect(outgoing).not.toHaveBeenCalled();
  });

  it('refuse a token signed with a key the provider does not hold', async () => {
    const { SignJWT, generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'someone' })
      .setProtectedHeader({ alg: 'RS256', kid: 'not-ours' })
      .setIssuer(`https://${HOST}/oidc`)
      .setAudience(`https://${HOST}/api`)
      .setExpirationTime('5m')
      .sign(privateKey);
    const details = await t.app.inject({ url: '/api/user/getUserDetails', headers: { host: HOST, 'x-forwarded-proto': 'https', authorization: `Bearer ${forged}` } });
    expect(details.statusCode).toBe(401);
  });
});
