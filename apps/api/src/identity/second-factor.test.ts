import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_SECOND_FACTOR_MESSAGE } from '@academy/shared';
import { auditLog, passkeys, recoveryCodes, users } from '../db/schema';
import { callerFor } from '../test/caller';
import { OidcTestClient } from '../test/oidc-client';
import { SoftwareAuthenticator } from '../test/software-authenticator';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccount } from './accounts';

/**
 * The second factor (decision 052): recovery codes, the portal setting that keeps admin rights for
 * a sign-in with a passkey or recovery code (on for kube here, off for spring), and the fresh
 * sign-in that adding a passkey or making codes needs. Tried as an attacker would: a stolen session
 * without the password, a replayed or voided code, another account's code, a password-only admin.
 */
const KUBE = 'kube.localhost:3000';
const SPRING = 'spring.localhost:3000';
const PASSWORD = 'a long enough password';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_SECOND_FACTOR_PORTALS: 'kube' });
  const admins = ['rescued', 'guarded', 'stale'];
  for (const name of [...admins, 'codes', 'other', 'learner'])
    await createAccount(
      t.database.db,
      'kube',
      { email: `${name}@example.com`, password: PASSWORD, firstName: name, lastName: 'F' },
      { isAdmin: admins.includes(name) },
    );
  await createAccount(
    t.database.db,
    'spring',
    { email: 'spring-admin@example.com', password: PASSWORD, firstName: 'S', lastName: 'A' },
    { isAdmin: true },
  );
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const postJson = (client: OidcTestClient, url: string, body: unknown = {}) =>
  client.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin: client.origin },
    payload: JSON.stringify(body),
  });

/** A browser signed in with the password: its provider session, and its tokens. */
async function signedIn(email: string, host = KUBE) {
  const client = new OidcTestClient(t.app, host);
  const tokens = await client.signIn(email, PASSWORD);
  return { client, tokens };
}

/** Adds a passkey in this browser's session as the security page's script would. */
async function addPasskey(client: OidcTestClient) {
  const authenticator = new SoftwareAuthenticator(client.origin);
  const options = await postJson(client, '/identity/passkeys/registration-options');
  expect(options.statusCode).toBe(200);
  expect((await postJson(client, '/identity/passkeys/registration', authenticator.register(options.json().data))).statusCode).toBe(200);
  return authenticator;
}

async function makeCodes(client: OidcTestClient): Promise<string[]> {
  const made = await postJson(client, '/identity/recovery-codes');
  expect(made.statusCode).toBe(200);
  return made.json().data.codes;
}

/** A new browser on the sign-in page: its interaction and PKCE verifier. */
async function openSignIn(host = KUBE) {
  const client = new OidcTestClient(t.app, host);
  const { verifier, location } = await client.startSignIn();
  const page = await client.follow(location!);
  const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(page.response.body)![1];
  return { client, verifier, uid };
}

/** Signs in with the password and a recovery code: the page's answer, and tokens when it let the user in. */
async function signInWithCode(email: string, code: string, password = PASSWORD) {
  const { client, verifier, uid } = await openSignIn();
  const page = await client.submit(`/identity/interaction/${uid}/recovery`, { email, password, code });
  if (page.statusCode !== 200) return { page, tokens: null };
  const continueTo = /href="([^"]+)">Continue to the academy/.exec(page.body)![1].replace(/&#38;/g, '&');
  const done = await client.follow(continueTo);
  const { status, body } = await client.exchange(done.location!, verifier);
  expect(status).toBe(200);
  return { page, tokens: body };
}

/** Signs in with a passkey in a new browser, up to tokens. */
async function signInWithPasskey(authenticator: SoftwareAuthenticator) {
  const { client, verifier, uid } = await openSignIn();
  const options = (await postJson(client, `/identity/interaction/${uid}/passkey-options`)).json().data;
  const submitted = await client.submit(`/identity/interaction/${uid}/passkey`, {
    response: JSON.stringify(authenticator.signIn(options)),
  });
  expect(submitted.statusCode).toBe(303);
  const done = await client.follow(submitted.headers.location as string);
  const { status, body } = await client.exchange(done.location!, verifier);
  expect(status).toBe(200);
  return { client, tokens: body };
}

const audited = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, 'kube'), eq(auditLog.action, action)))
    .orderBy(auditLog.createdAt);

describe('recovery codes', () => {
  it('are made only for an account with a passkey: ten, shown once, stored hashed; a new set voids the old; audited', async () => {
    const { client } = await signedIn('codes@example.com');
    const refused = await postJson(client, '/identity/recovery-codes');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].errorMessage).toBe('Add a passkey first: recovery codes stand in for it when it is lost.');
    expect((await client.request({ url: '/identity/security' })).body).toContain('Add a passkey first');

    await addPasskey(client);
    const first = await makeCodes(client);
    expect(first).toHaveLength(10);
    expect(new Set(first).size).toBe(10);
    for (const code of first) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const stored = await t.database.db.select().from(recoveryCodes);
    const page = (await client.request({ url: '/identity/security' })).body;
    expect(page).toContain('10 of 10 recovery codes left.');
    for (const code of first) {
      expect(page).not.toContain(code);
      expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    }

    const second = await makeCodes(client);
    expect(second.some((code) => first.includes(code))).toBe(false);
    expect((await signInWithCode('codes@example.com', first[0])).page.statusCode).toBe(401);
    expect((await signInWithCode('codes@example.com', second[0])).page.statusCode).toBe(200);
    expect((await audited('user.recovery-codes-generate')).map((entry) => entry.after)).toEqual([
      { login: 'codes@example.com', count: 10, voided: 0 },
      { login: 'codes@example.com', count: 10, voided: 10 },
    ]);
  });

  it("signs an admin in in place of the passkey, once, saying how many are left, audited; replayed, voided, another account's or with a wrong password it is refused", async () => {
    const { client } = await signedIn('rescued@example.com');
    await addPasskey(client);
    const codes = await makeCodes(client);
    const { client: otherBrowser } = await signedIn('other@example.com');
    await addPasskey(otherBrowser);
    const othersCodes = await makeCodes(otherBrowser);

    const { client: page, uid } = await openSignIn();
    const form = await page.request({ url: `/identity/interaction/${uid}/recovery` });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<label for="code">Recovery code</label>');

    const foreign = await signInWithCode('rescued@example.com', othersCodes[0]);
    expect(foreign.page.statusCode).toBe(401);
    expect(foreign.page.body).toContain('The e-mail, password or recovery code is not right.');
    expect((await signInWithCode('rescued@example.com', codes[0], 'not the password at all')).page.statusCode).toBe(401);
    expect((await signInWithCode('rescued@example.com', '')).page.statusCode).toBe(400);

    // Typed in capitals and without the dash, as from paper, it still works; the wrong password did not use it up.
    const { page: used, tokens } = await signInWithCode('rescued@example.com', codes[0].replace('-', ' ').toUpperCase());
    expect(used.statusCode).toBe(200);
    expect(used.body).toContain('You have 9 recovery codes left.');
    expect(decodeJwt(tokens!.access_token).amr).toEqual(['pwd', 'otp', 'mfa']);
    const admin = callerFor(t, 'kube', tokens!.access_token);
    expect((await admin('GET', '/api/admin/feedback')).status).toBe(200);

    const replayed = await signInWithCode('rescued@example.com', codes[0]);
    expect(replayed.page.statusCode).toBe(401);
    const uses = (await audited('user.recovery-code-use')).map((entry) => entry.after as { login: string; left: number });
    expect(uses.filter((use) => use.login === 'rescued@example.com')).toEqual([{ login: 'rescued@example.com', left: 9 }]);
    // A deactivated account (decision 050) does not sign in with a code either, and keeps it.
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.login, 'other@example.com'));
    expect((await signInWithCode('other@example.com', othersCodes[0])).page.statusCode).toBe(403);
    await t.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.login, 'other@example.com'));
    // The other account's code was not spent by the attempts with it.
    expect((await signInWithCode('other@example.com', othersCodes[0])).page.body).toContain('You have 9 recovery codes left.');
  });
});

describe('the portal setting that requires a second factor for admin rights', () => {
  it('gives a password sign-in learner rights and answers admin routes SECOND_FACTOR_REQUIRED; the admin still enrols, and a passkey sign-in has admin rights, kept on refresh', async () => {
    const { client, tokens } = await signedIn('guarded@example.com');
    const passwordOnly = callerFor(t, 'kube', tokens.access_token);
    const refused = await passwordOnly('GET', '/api/admin/feedback');
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', errorMessage: ADMIN_SECOND_FACTOR_MESSAGE });
    expect((await passwordOnly('POST', '/api/admin/users/search', { payload: { searchValue: '' } })).status).toBe(403);
    expect((await passwordOnly('GET', '/api/user/getUserDetails')).body.data).toMatchObject({
      isAdmin: false,
      adminAwaitsSecondFactor: true,
    });
    expect((await passwordOnly('GET', '/api/user/certificates')).status).toBe(200);
    const learner = callerFor(t, 'kube', (await signedIn('learner@example.com')).tokens.access_token);
    expect((await learner('GET', '/api/admin/feedback')).body.errors[0].code).toBe('FORBIDDEN');

    // Not locked out: the same sign-in adds a passkey, then signs in with it.
    const authenticator = await addPasskey(client);
    const { client: browser, tokens: withPasskey } = await signInWithPasskey(authenticator);
    expect(decodeJwt(withPasskey.access_token).amr).toEqual(['hwk', 'user', 'mfa']);
    const admin = callerFor(t, 'kube', withPasskey.access_token);
    expect((await admin('GET', '/api/admin/feedback')).status).toBe(200);
    expect((await admin('GET', '/api/user/getUserDetails')).body.data).toMatchObject({ isAdmin: true, adminAwaitsSecondFactor: false });
    const refreshed = await browser.refresh(withPasskey.refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await callerFor(t, 'kube', refreshed.body.access_token)('GET', '/api/admin/feedback')).status).toBe(200);
    // The password sign-in's refresh still has learner rights only.
    const passwordRefresh = await client.refresh(tokens.refresh_token);
    expect((await callerFor(t, 'kube', passwordRefresh.body.access_token)('GET', '/api/admin/feedback')).status).toBe(403);
  });

  it('leaves a portal without the setting as it was', async () => {
    const { tokens } = await signedIn('spring-admin@example.com', SPRING);
    expect((await callerFor(t, 'spring', tokens.access_token)('GET', '/api/admin/feedback')).status).toBe(200);
  });
});

describe('a fresh sign-in', () => {
  it('is needed to add or remove a passkey or make recovery codes: a session older than five minutes must give the password again', async () => {
    const { client } = await signedIn('stale@example.com');
    const authenticator = await addPasskey(client);
    // Six minutes on: the session is what a thief holding the cookie would have.
    const later = Date.now() + 6 * 60_000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    for (const [url, body] of [
      ['/identity/passkeys/registration-options', {}],
      ['/identity/recovery-codes', {}],
      ['/identity/passkeys/remove', { credential: authenticator.credentialId }],
    ] as const) {
      const refused = await postJson(client, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].errorMessage).toContain('Confirm your password on this page first');
    }
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.credentialId))).toHaveLength(1);
    const page = (await client.request({ url: '/identity/security' })).body;
    expect(page).toContain("Confirm it's you");
    expect(page).not.toContain('Add a passkey</button>');
    expect(page).not.toContain('Remove passkey 1');

    const wrong = await client.submit('/identity/security/confirm', { password: 'a guess at the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That password is not right.');
    expect((await client.submit('/identity/security/confirm', { password: '' })).statusCode).toBe(400);
    expect((await postJson(client, '/identity/passkeys/registration-options')).statusCode).toBe(403);

    const confirmed = await client.submit('/identity/security/confirm', { password: PASSWORD });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/identity/security');
    expect((await postJson(client, '/identity/passkeys/registration-options')).statusCode).toBe(200);
    expect(await makeCodes(client)).toHaveLength(10);
  });

  it('cannot be confirmed without a provider sign-in', async () => {
    const stranger = new OidcTestClient(t.app, KUBE);
    const refused = await stranger.submit('/identity/security/confirm', { password: PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Sign in first');
  });
});
