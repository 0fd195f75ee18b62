import { createServer, type Server } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './accounts';
import { REFRESH_COOKIE } from './session-token-routes';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';

const HOST = 'kube.localhost:3000';
const ORIGIN = `http://${HOST}`;
const PASSWORD = 'correct horse battery';

const setCookie = (response: LightMyRequestResponse) => String(response.headers['set-cookie'] ?? '');
const cookieValue = (response: LightMyRequestResponse) => /academy_refresh=([^;]*)/.exec(setCookie(response))?.[1] ?? null;

describe('the refresh token kept in an HttpOnly cookie (embedded provider)', () => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A fresh learner signed in up to the callback, as the browser arrives at /login/callback. */
  async function atCallback() {
    const email = `cookie-${(seq += 1)}@example.com`;
    await createAccount(t.database.db, 'kube', { email, password: PASSWORD, firstName: 'Cookie', lastName: 'Jar' });
    const client = new OidcTestClient(t.app, HOST);
    const { callback, verifier } = await client.authorize(email, PASSWORD);
    return { code: new URL(callback).searchParams.get('code')!, verifier };
  }

  const exchange = (code: string, codeVerifier: string, origin = ORIGIN) =>
    t.app.inject({ method: 'POST', url: '/identity/token', headers: { host: HOST, origin }, payload: { code, codeVerifier } });
  const refresh = (cookie: string | null, origin: string | null = ORIGIN, host = HOST) =>
    t.app.inject({
      method: 'POST',
      url: '/identity/token/refresh',
      headers: { host, ...(origin ? { origin } : {}), ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}) },
    });

  async function signedIn() {
    const { code, verifier } = await atCallback();
    const response = await exchange(code, verifier);
    expect(response.statusCode).toBe(200);
    return { response, cookie: cookieValue(response)! };
  }

  it('exchanges the code, answers the access and ID tokens, and keeps the refresh token in an HttpOnly cookie only', async () => {
    const { response, cookie } = await signedIn();
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { token_type: 'Bearer', expires_in: 900 } });
    expect(Object.keys(body.data).sort()).toEqual(['access_token', 'expires_in', 'id_token', 'scope', 'token_type']);
    expect(response.body).not.toContain(cookie);
    expect(setCookie(response)).toBe(`academy_refresh=${cookie}; Path=/identity/token; HttpOnly; SameSite=Strict; Max-Age=1209600`);
    expect(response.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({
      url: '/api/user/getUserDetails',
      headers: { host: HOST, authorization: `Bearer ${body.data.access_token}` },
    });
    expect(me.json().data.login).toMatch(/^cookie-\d+@example.com$/);
  });

  it('refreshes from the cookie with the refresh scope and rotates it', async () => {
    const { response: first, cookie } = await signedIn();
    const refreshed = await refresh(cookie);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.access_token).not.toBe(first.json().data.access_token);
    expect(refreshed.json().data.scope).toBe('urn:iam:m.me');
    const rotated = cookieValue(refreshed);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(cookie);
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  it('refuses another origin, another portal or no origin, and the refused call rotates nothing', async () => {
    const { cookie } = await signedIn();
    for (const origin of ['https://evil.example', 'http://spring.localhost:3000', null]) {
      const refused = await refresh(cookie, origin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ code: 'FORBIDDEN' });
      expect(setCookie(refused)).toBe('');
    }
    const asSpring = await refresh(cookie, 'http://spring.localhost:3000', 'spring.localhost:3000');
    expect(asSpring.statusCode).toBe(400);
    expect(asSpring.json().errors[0].code).toBe('TOKEN_REFUSED');
    expect((await exchange('code', 'v'.repeat(43), 'https://evil.example')).statusCode).toBe(403);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });

  it('answers TOKEN_REFUSED without a cookie, for an unknown one (clearing it) and for a replayed code', async () => {
    const none = await refresh(null);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toEqual({ code: 'TOKEN_REFUSED', errorMessage: 'No refresh token available' });
    const unknown = await refresh('not-a-refresh-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].code).toBe('TOKEN_REFUSED');
    expect(setCookie(unknown)).toContain('academy_refresh=; Path=/identity/token; HttpOnly; SameSite=Strict; Max-Age=0');

    const { code, verifier } = await atCallback();
    expect((await exchange(code, verifier)).statusCode).toBe(200);
    const replay = await exchange(code, verifier);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0].code).toBe('TOKEN_REFUSED');
    expect((await exchange('x', 'short')).json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.codeVerifier' });
  });

  it('forgets the cookie on logout and revokes its refresh token at the provider', async () => {
    const { cookie } = await signedIn();
    const forgotten = await t.app.inject({
      method: 'DELETE',
      url: '/identity/token',
      headers: { host: HOST, origin: ORIGIN, cookie: `${REFRESH_COOKIE}=${cookie}` },
    });
    expect(forgotten.statusCode).toBe(204);
    expect(setCookie(forgotten)).toContain('academy_refresh=; Path=/identity/token; HttpOnly; SameSite=Strict; Max-Age=0');
    const after = await refresh(cookie);
    expect(after.statusCode).toBe(400);
    expect(after.json().errors[0].code).toBe('TOKEN_REFUSED');
  });
});

describe('the refresh cookie over https', () => {
  it('is Secure', async () => {
    const t = await createTestApp({ PUBLIC_ORIGIN_TEMPLATE: 'https://{tenant}.academy.example.com' });
    try {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/identity/token',
        headers: { host: 'kube.academy.example.com', origin: 'https://kube.academy.example.com' },
      });
      expect(setCookie(response)).toBe('academy_refresh=; Path=/identity/token; HttpOnly; SameSite=Strict; Max-Age=0; Secure');
    } finally {
      await t.close();
    }
  });
});

describe('the refresh cookie with an external provider', () => {
  let server: Server;
  let issuer: string;
  const received: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const json = (status: number, value: object) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (request.url === '/.well-known/openid-configuration')
          return json(200, { issuer, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/keys` });
        if (request.url !== '/token') return json(404, {});
        const form = new URLSearchParams(body);
        received.push(form);
        if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') !== 'external-refresh-1')
          return json(400, { error: 'invalid_grant' });
        return json(200, {
          access_token: `access-${received.length}`,
          token_type: 'Bearer',
          expires_in: 300,
          refresh_token: `external-refresh-${received.length}`,
          id_token: 'id',
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("goes to the provider's token endpoint over the network, sending the client's own parameters", async () => {
    const t = await createTestApp({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'academy-spa' });
    try {
      const headers = { host: 'tanzu.localhost:3000', origin: 'http://tanzu.localhost:3000' };
      const exchanged = await t.app.inject({
        method: 'POST',
        url: '/identity/token',
        headers,
        payload: { code: 'the-code', codeVerifier: 'v'.repeat(43) },
      });
      expect(exchanged.json().data).toEqual({ access_token: 'access-1', token_type: 'Bearer', expires_in: 300, id_token: 'id' });
      expect(Object.fromEntries(received[0])).toEqual({
        grant_type: 'authorization_code',
        code: 'the-code',
        code_verifier: 'v'.repeat(43),
        redirect_uri: 'http://tanzu.localhost:3000/login/callback',
        client_id: 'academy-spa',
      });
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/identity/token/refresh',
        headers: { ...headers, cookie: `${REFRESH_COOKIE}=${cookieValue(exchanged)}` },
      });
      expect(refreshed.json().data.access_token).toBe('access-2');
      expect(Object.fromEntries(received[1])).toEqual({
        grant_type: 'refresh_token',
        refresh_token: 'external-refresh-1',
        client_id: 'academy-spa',
        scope: 'urn:iam:m.me openid email',
      });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/identity/token/refresh',
        headers: { ...headers, cookie: `${REFRESH_COOKIE}=${cookieValue(refreshed)}` },
      });
      expect(refused.json().errors[0]).toEqual({
        code: 'TOKEN_REFUSED',
        errorMessage: 'The identity provider refused the refresh token (invalid_grant); sign in again',
      });
    } finally {
      await t.close();
    }
  });

  it('answers IDENTITY_UNAVAILABLE (502) when the provider cannot be reached, keeping the cookie', async () => {
    const t = await createTestApp({ OIDC_ISSUER: 'http://127.0.0.1:9' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/identity/token/refresh',
        headers: { host: 'kube.localhost:3000', origin: 'http://kube.localhost:3000', cookie: `${REFRESH_COOKIE}=kept` },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().errors[0].code).toBe('IDENTITY_UNAVAILABLE');
      expect(setCookie(response)).toBe('');
    } finally {
      await t.close();
    }
  });
});
