import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_REFRESH_PATH, SESSION_TOKEN_PATH } from '@academy/shared';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccount } from './accounts';
import { REFRESH_COOKIE } from './session-token-routes';

/**
 * Behind a TLS proxy with a network policy, a replica cannot reach its own public address
 * (decision 037): the API checks the embedded provider's tokens with the keys it holds, and the web
 * app's token calls reach the provider in-process. Any outgoing request fails the tests.
 */
const HOST = 'kube.academy.test';
const ORIGIN = `https://${HOST}`;
const PASSWORD = 'correct horse battery';
const PROXIED = { host: HOST, 'x-forwarded-proto': 'https' };
let t: TestApp;
let seq = 0;
const outgoing = vi.spyOn(globalThis, 'fetch');

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN_TEMPLATE: 'https://{tenant}.academy.test', TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

async function newLearner() {
  const email = `behind-tls-${(seq += 1)}@example.com`;
  await createAccount(t.database.db, 'kube', { email, password: PASSWORD, firstName: 'T', lastName: 'L' });
  return { email, client: new OidcTestClient(t.app, HOST, undefined, { https: true }) };
}

const details = (token: string) =>
  t.app.inject({ url: '/api/user/getUserDetails', headers: { ...PROXIED, authorization: `Bearer ${token}` } });

describe('an https portal behind a TLS proxy', () => {
  it("verifies the embedded provider's bearer tokens in-process", async () => {
    const { email, client } = await newLearner();
    const { access_token: token } = await client.signIn(email, PASSWORD);
    const answer = await details(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ login: email });
    expect(outgoing).not.toHaveBeenCalled();
  });

  it('refuses a token signed with a key the provider does not hold', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'someone' })
      .setProtectedHeader({ alg: 'RS256', kid: 'not-ours' })
      .setIssuer(`${ORIGIN}/oidc`)
      .setAudience(`${ORIGIN}/api`)
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await details(forged)).statusCode).toBe(401);
  });

  it("exchanges the web app's code, refreshes and revokes at the provider in-process, at the endpoints its discovery names", async () => {
    const { email, client } = await newLearner();
    const { callback, verifier } = await client.authorize(email, PASSWORD);
    const exchanged = await t.app.inject({
      method: 'POST',
      url: SESSION_TOKEN_PATH,
      headers: { ...PROXIED, origin: ORIGIN },
      payload: { code: new URL(callback).searchParams.get('code'), codeVerifier: verifier },
    });
    expect(exchanged.statusCode).toBe(200);
    expect((await details(exchanged.json().data.access_token)).statusCode).toBe(200);
    const cookie = /academy_refresh=([^;]*)/.exec(String(exchanged.headers['set-cookie']))![1];
    expect(String(exchanged.headers['set-cookie'])).toContain('; Secure');

    const refreshed = await t.app.inject({
      method: 'POST',
      url: SESSION_REFRESH_PATH,
      headers: { ...PROXIED, origin: ORIGIN, cookie: `${REFRESH_COOKIE}=${cookie}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const rotated = /academy_refresh=([^;]*)/.exec(String(refreshed.headers['set-cookie']))![1];
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: SESSION_TOKEN_PATH,
      headers: { ...PROXIED, origin: ORIGIN, cookie: `${REFRESH_COOKIE}=${rotated}` },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await client.refresh(decodeURIComponent(rotated))).status).toBe(400);
    expect(outgoing).not.toHaveBeenCalled();

    const discovery = (await t.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: PROXIED })).json();
    expect(discovery.token_endpoint).toBe(`${ORIGIN}/oidc/token`);
    expect(discovery.revocation_endpoint).toBe(`${ORIGIN}/oidc/token/revocation`);
  });
});
