import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { oidcPayloads } from '../db/schema';
import { createAccount } from './accounts';
import { findLesson } from '../test/lessons';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.database.db, 'kube', {
    email: 'ada@example.com',
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  await createAccount(
    t.database.db,
    'kube',
    { email: 'pro@example.com', password: 'correct horse battery', firstName: 'Pat', lastName: 'Pro' },
    { isPro: true },
  );
});
afterAll(() => t.close());

const KUBE = 'kube.localhost:3000';

describe('signing in with the embedded provider', () => {
  it('issues a JWT access token for the portal API, with the name claims, through PKCE and automatic consent', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const tokens = await client.signIn('ada@example.com', 'correct horse battery');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: 'http://kube.localhost:3000/oidc',
      aud: 'http://kube.localhost:3000/api',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(tokens.scope).toBe('urn:iam:m.me');
    expect(tokens.refresh_token).toBeTruthy();

    const me = await t.app.inject({
      url: '/api/user/getUserDetails',
      headers: { host: KUBE, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json().data).toMatchObject({
      login: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      isAdmin: false,
      isPro: false,
    });
  });

  it('advertises only what the academy uses: the code flow with PKCE, and no userinfo endpoint, which cannot take the API-bound tokens', async () => {
    const discovery = (await t.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: { host: KUBE } })).json();
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery).not.toHaveProperty('userinfo_endpoint');
    const tokens = await new OidcTestClient(t.app, KUBE).signIn('ada@example.com', 'correct horse battery');
    const userinfo = await t.app.inject({ url: '/oidc/me', headers: { host: KUBE, authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.statusCode).toBe(404);

    const implicit = new URLSearchParams({
      client_id: 'academy-web',
      redirect_uri: 'http://kube.localhost:3000/login/callback',
      response_type: 'id_token',
      scope: 'openid',
      nonce: 'n',
    });
    const refused = await t.app.inject({ url: `/oidc/auth?${implicit}`, headers: { host: KUBE } });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toContain('error=unsupported_response_type');
  });

  it('rotates refresh tokens: the new one works, the used one is refused once its grace is over', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const tokens = await client.signIn('ada@example.com', 'correct horse battery');
    const refreshed = await client.refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(refreshed.body.access_token).aud).toBe('http://kube.localhost:3000/api');
    await t.database.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date(Date.now() - 31_000) })
      .where(and(eq(oidcPayloads.model, 'RefreshToken'), isNotNull(oidcPayloads.consumedAt)));
    const reused = await client.refresh(tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // Reuse is taken as theft: the whole grant goes, the newest token included.
    expect((await client.refresh(refreshed.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('accepts a rotated refresh token again within the grace period, so a reload mid-refresh keeps the session', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const tokens = await client.signIn('ada@example.com', 'correct horse battery');
    const lost = await client.refresh(tokens.refresh_token);
    expect(lost.status).toBe(200);
    const retried = await client.refresh(tokens.refresh_token);
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).not.toBe(lost.body.refresh_token);
    expect((await client.refresh(retried.body.refresh_token)).status).toBe(200);
  });

  it('refuses a wrong password or an unknown e-mail without saying which part was wrong (throttling: sign-in-throttle.test.ts)', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const { location } = await client.startSignIn();
    const page = await client.follow(location!);
    expect(page.response.body).toContain('<label for="password">Password</label>');
    const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(page.response.body)![1];
    for (const email of ['ada@example.com', 'nobody@example.com']) {
      const wrong = await client.submit(`/identity/interaction/${uid}/login`, { email, password: 'a wrong guess' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('The e-mail or password is not right.');
    }
  });

  it('keeps accounts per portal: a kube account cannot sign in on spring', async () => {
    const client = new OidcTestClient(t.app, 'spring.localhost:3000');
    await expect(client.signIn('ada@example.com', 'correct horse battery')).rejects.toThrow('sign-in refused: 401');
  });

  it('ends the provider session and revokes its refresh tokens on logout', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const tokens = await client.signIn('ada@example.com', 'correct horse battery');
    const logout = await client.request({ method: 'DELETE', url: '/identity/session' });
    expect(logout.statusCode).toBe(204);
    expect((await client.refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
  });
});

describe('surviving a restart', () => {
  it('keeps tokens and refresh tokens valid for a new server process on the same database', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const tokens = await client.signIn('ada@example.com', 'correct horse battery');
    const restarted = await createTestApp({}, { ...t.database, close: async () => {} });
    try {
      const me = await restarted.app.inject({
        url: '/api/user/getUserDetails',
        headers: { host: KUBE, authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.json().data.login).toBe('ada@example.com');
      const refreshed = await new OidcTestClient(restarted.app, KUBE).refresh(tokens.refresh_token);
      expect(refreshed.status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('content gating by entitlement', () => {
  it('shows a pro lesson to a pro learner and keeps it locked for a free learner', async () => {
    const proLesson = await findLesson(t.app, KUBE, 'pro');
    const free = await new OidcTestClient(t.app, KUBE).signIn('ada@example.com', 'correct horse battery');
    const pro = await new OidcTestClient(t.app, KUBE).signIn('pro@example.com', 'correct horse battery');
    const read = (token?: string) =>
      t.app
        .inject({ url: proLesson, headers: { host: KUBE, ...(token ? { authorization: `Bearer ${token}` } : {}) } })
        .then((response) => response.json().data.lesson);
    // A visitor is told the truth: a pro account, not a free one, unlocks it.
    const visitor = await read();
    expect(visitor).toMatchObject({ body: null, lock: { requires: 'pro' } });
    expect(visitor.lock.message).toMatch(/pro account/);
    expect(visitor.lock.message).not.toMatch(/An account is free/);
    const locked = await read(free.access_token);
    expect(locked).toMatchObject({ body: null, isLocked: true, lock: { requires: 'pro' } });
    expect(locked.lock.message).toMatch(/Become a pro learner/);
    const unlocked = await read(pro.access_token);
    expect(unlocked.lock).toBeNull();
    expect(unlocked.body.length).toBeGreaterThan(100);
  });

  it('opens a signed-in lesson to any signed-in learner', async () => {
    const authLesson = await findLesson(t.app, KUBE, 'auth');
    const free = await new OidcTestClient(t.app, KUBE).signIn('ada@example.com', 'correct horse battery');
    const lesson = (await t.app.inject({ url: authLesson, headers: { host: KUBE, authorization: `Bearer ${free.access_token}` } })).json()
      .data.lesson;
    expect(lesson.lock).toBeNull();
    expect(lesson.body).toContain('<');
  });
});
