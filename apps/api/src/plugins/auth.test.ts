import { eq } from 'drizzle-orm';
import { SignJWT, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../db/schema';
import { createAccount } from '../identity/accounts';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';

/** Forged and damaged tokens must never authenticate. */
let t: TestApp;
let subject: string;
let privateJwk: JWK;
beforeAll(async () => {
  t = await createTestApp();
  subject = await createAccount(t.database.db, 'kube', {
    email: 'ada@example.com',
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'L',
  });
  await new OidcTestClient(t.app, 'kube.localhost:3000').signIn('ada@example.com', 'correct horse battery');
  const [row] = await t.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'oidc.jwks'));
  privateJwk = (row.value as { keys: JWK[] }).keys[0];
});
afterAll(() => t.close());

const sign = async (claims: Record<string, unknown>, options: { exp?: number; alg?: string; kid?: string } = {}) => {
  const key = await importJWK(privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ firstName: 'Ada', ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? privateJwk.kid, typ: 'at+jwt' })
    .setIssuedAt(now)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(key);
};
const valid = { iss: 'http://kube.localhost:3000/oidc', aud: 'http://kube.localhost:3000/api' };
const details = (token: string, host = 'kube.localhost:3000') =>
  t.app.inject({ url: '/api/user/getUserDetails', headers: { host, authorization: `Bearer ${token}` } });

describe('bearer tokens', () => {
  it('accepts a well-formed token signed by the portal issuer', async () => {
    const response = await details(await sign({ ...valid, sub: subject }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.login).toBe('ada@example.com');
  });

  it.each([
    ['expired', async () => sign({ ...valid, sub: subject }, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['for another audience', async () => sign({ ...valid, aud: 'https://elsewhere.example.com/api', sub: subject })],
    ['from another issuer', async () => sign({ ...valid, iss: 'https://evil.example.com/oidc', sub: subject })],
    ['without a subject', async () => sign({ ...valid })],
    [
      'tampered',
      async () => {
        const [header, payload, signature] = (await sign({ ...valid, sub: subject })).split('.');
        const changed = Buffer.from(
          JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' }),
        ).toString('base64url');
        return `${header}.${changed}.${signature}`;
      },
    ],
    [
      'unsigned (alg none)',
      async () => {
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        const payload = Buffer.from(JSON.stringify({ ...valid, sub: subject, exp: Math.floor(Date.now() / 1000) + 600 })).toString(
          'base64url',
        );
        return `${header}.${payload}.`;
      },
    ],
    ['signed with an unknown key', async () => sign({ ...valid, sub: subject }, { kid: 'not-a-key' })],
    ['not a JWT at all', async () => 'hello.world'],
  ])('refuses a token that is %s with 401 on a user route', async (_name, make) => {
    const response = await details(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errors: [{ errorMessage: 'The access token is not valid. Sign in again.' }] });
  });

  it('refuses a kube token on the spring portal (each portal pins its own issuer)', async () => {
    const response = await details(await sign({ ...valid, sub: subject }), 'spring.localhost:3000');
    expect(response.statusCode).toBe(401);
  });

  it('treats a bad token on a public route as an anonymous visitor', async () => {
    const response = await t.app.inject({
      url: '/api/courses/list',
      headers: { host: 'kube.localhost:3000', authorization: 'Bearer garbage' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('asks for the Bearer scheme', async () => {
    const response = await t.app.inject({
      url: '/api/user/getUserDetails',
      headers: { host: 'kube.localhost:3000', authorization: 'Basic abc' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].errorMessage).toBe('Send the access token as "Authorization: Bearer <token>"');
  });

  it('tells a signed-in subject without an academy account where to register', async () => {
    const response = await details(await sign({ ...valid, sub: 'external-subject-1' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ login: null, registrationUrl: '/auth' });
    const access = await t.app.inject({
      url: '/api/user/verifyUserAccess',
      headers: { host: 'kube.localhost:3000', authorization: `Bearer ${await sign({ ...valid, sub: 'external-subject-1' })}` },
    });
    expect(access.json().data).toEqual({ tenantId: 'kube', hasAccess: false, isAdmin: false, isPro: false });
  });
});

describe('auto-provisioning', () => {
  it('creates the academy user on first sight when switched on', async () => {
    const provisioning = await createTestApp({ AUTO_PROVISION_USERS: 'true' }, undefined);
    try {
      await createAccount(provisioning.database.db, 'kube', {
        email: 'x@example.com',
        password: 'correct horse battery',
        firstName: 'X',
        lastName: 'Y',
      });
      const [row] = await provisioning.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'oidc.jwks'));
      const key = await importJWK((row.value as { keys: JWK[] }).keys[0], 'RS256');
      const token = await new SignJWT({ email: 'new@example.com', firstName: 'New', lastName: 'Person' })
        .setProtectedHeader({ alg: 'RS256', kid: (row.value as { keys: JWK[] }).keys[0].kid })
        .setIssuer(valid.iss)
        .setAudience(valid.aud)
        .setSubject('external-subject-2')
        .setExpirationTime('5m')
        .sign(key);
      const response = await provisioning.app.inject({
        url: '/api/user/getUserDetails',
        headers: { host: 'kube.localhost:3000', authorization: `Bearer ${token}` },
      });
      expect(response.json().data).toMatchObject({ login: 'new@example.com', firstName: 'New', lastName: 'Person', isAdmin: false });
    } finally {
      await provisioning.close();
    }
  });
});
