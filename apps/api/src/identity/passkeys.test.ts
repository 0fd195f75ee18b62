import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeys } from '../db/schema';
import { OidcTestClient } from '../test/oidc-client';
import { SoftwareAuthenticator } from '../test/software-authenticator';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccount } from './accounts';

/**
 * Passkeys (decision 047): enrolled on the provider's security page by a signed-in account, then
 * signing in on the sign-in page; tried as an attacker would, with another portal's credential, a
 * replayed or foreign challenge, an unknown credential and a cloned authenticator.
 */
const KUBE = 'kube.localhost:3000';
const SPRING = 'spring.localhost:3000';
const PASSWORD = 'a long enough password';
let t: TestApp;
const accounts: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['enrols', 'replays', 'travels', 'clones', 'audited', 'removes', 'keeps'])
    accounts[name] = await createAccount(t.database.db, 'kube', {
      email: `${name}@example.com`,
      password: PASSWORD,
      firstName: name,
      lastName: 'P',
    });
});
afterAll(() => t.close());

const postJson = (client: OidcTestClient, url: string, body: unknown = {}, origin = client.origin) =>
  client.request({ method: 'POST', url, headers: { 'content-type': 'application/json', origin }, payload: JSON.stringify(body) });

/** Signs the account in with its password, then adds a passkey on the security page as its script would. */
async function enrol(email: string, host = KUBE) {
  const client = new OidcTestClient(t.app, host);
  await client.signIn(email, PASSWORD);
  const authenticator = new SoftwareAuthenticator(client.origin);
  const options = await postJson(client, '/identity/passkeys/registration-options');
  expect(options.statusCode).toBe(200);
  const added = await postJson(client, '/identity/passkeys/registration', authenticator.register(options.json().data));
  expect(added.statusCode).toBe(200);
  return { client, authenticator };
}

/** Opens a sign-in page in a new browser and asks it for passkey options. */
async function openSignIn(host = KUBE) {
  const client = new OidcTestClient(t.app, host);
  const { verifier, location } = await client.startSignIn();
  const page = await client.follow(location!);
  const uid = /\/identity\/interaction\/([^/"]+)\/passkey"/.exec(page.response.body)![1];
  const options = await postJson(client, `/identity/interaction/${uid}/passkey-options`);
  expect(options.statusCode).toBe(200);
  return { client, verifier, uid, options: options.json().data };
}

const answer = (client: OidcTestClient, uid: string, response: unknown) =>
  client.submit(`/identity/interaction/${uid}/passkey`, { response: JSON.stringify(response) });

describe('enrolling a passkey', () => {
  it('keeps the credential with its counter and transports for the portal, and audits it', async () => {
    const { authenticator } = await enrol('audited@example.com');
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.credentialId));
    expect(row).toMatchObject({ tenantId: 'kube', accountId: accounts.audited, counter: 0, transports: ['internal'] });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 'kube'), eq(auditLog.action, 'user.passkey-add')));
    expect(entries.map((entry) => entry.after)).toContainEqual({
      login: 'audited@example.com',
      credentialId: authenticator.credentialId,
      transports: ['internal'],
    });
  });

  it('is refused without a provider sign-in, and from another origin', async () => {
    const stranger = new OidcTestClient(t.app, KUBE);
    expect((await postJson(stranger, '/identity/passkeys/registration-options')).statusCode).toBe(400);
    expect((await stranger.request({ url: '/identity/security' })).body).toContain('Sign in first');
    const client = new OidcTestClient(t.app, KUBE);
    await client.signIn('enrols@example.com', PASSWORD);
    expect((await postJson(client, '/identity/passkeys/registration-options', {}, 'http://evil.example')).statusCode).toBe(403);
    expect((await postJson(client, '/identity/passkeys/registration-options', {}, 'http://spring.localhost:3000')).statusCode).toBe(403);
  });

  it('refuses an answer to a challenge it did not hand out to this account', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    await client.signIn('enrols@example.com', PASSWORD);
    const other = new OidcTestClient(t.app, KUBE);
    await other.signIn('replays@example.com', PASSWORD);
    const options = (await postJson(other, '/identity/passkeys/registration-options')).json().data;
    const response = new SoftwareAuthenticator(client.origin).register(options);
    expect((await postJson(client, '/identity/passkeys/registration', response)).statusCode).toBe(400);
  });
});

describe('removing a passkey', () => {
  const remove = (client: OidcTestClient, credential: string, origin = client.origin) =>
    postJson(client, '/identity/passkeys/remove', { credential }, origin);
  const kept = async (credentialId: string) =>
    (await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))).length === 1;

  it("removes the account's own passkey, audited, so it no longer signs in", async () => {
    const { client, authenticator } = await enrol('removes@example.com');
    expect((await client.request({ url: '/identity/security' })).body).toContain('Remove passkey 1');
    const removed = await remove(client, authenticator.credentialId);
    expect(removed.statusCode).toBe(200);
    expect(await kept(authenticator.credentialId)).toBe(false);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.passkey-remove'));
    expect(entry.after).toEqual({ login: 'removes@example.com', credentialId: authenticator.credentialId });
    const { client: browser, uid, options } = await openSignIn();
    expect((await answer(browser, uid, authenticator.signIn(options))).statusCode).toBe(401);
  });

  it("leaves another account's passkey alone, and refuses a call from another site", async () => {
    const { authenticator } = await enrol('keeps@example.com');
    const other = new OidcTestClient(t.app, KUBE);
    await other.signIn('removes@example.com', PASSWORD);
    expect((await remove(other, authenticator.credentialId)).statusCode).toBe(200);
    expect(await kept(authenticator.credentialId)).toBe(true);
    const owner = new OidcTestClient(t.app, KUBE);
    await owner.signIn('keeps@example.com', PASSWORD);
    expect((await remove(owner, authenticator.credentialId, 'http://evil.example')).statusCode).toBe(403);
    expect(await kept(authenticator.credentialId)).toBe(true);
  });
});

describe('signing in with a passkey', () => {
  it('finishes the sign-in as the password does, with tokens for the account', async () => {
    const { authenticator } = await enrol('enrols@example.com');
    const { client, verifier, uid, options } = await openSignIn();
    const submitted = await answer(client, uid, authenticator.signIn(options));
    expect(submitted.statusCode).toBe(303);
    const done = await client.follow(submitted.headers.location as string);
    const { status, body } = await client.exchange(done.location!, verifier);
    expect(status).toBe(200);
    expect(decodeJwt(body.access_token).sub).toBe(accounts.enrols);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.credentialId));
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses a replayed answer, and an answer to another sign-in page’s challenge', async () => {
    const { authenticator } = await enrol('replays@example.com');
    const first = await openSignIn();
    const response = authenticator.signIn(first.options);
    expect((await answer(first.client, first.uid, response)).statusCode).toBe(303);
    // The same answer again, on a new sign-in page: its challenge was used.
    const second = await openSignIn();
    const replayed = await answer(second.client, second.uid, response);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.body).toContain('That passkey did not sign you in here.');
    // A fresh answer to the first page's challenge, sent on the second page.
    const third = await openSignIn();
    const foreign = authenticator.signIn(third.options);
    const fourth = await openSignIn();
    expect((await answer(fourth.client, fourth.uid, foreign)).statusCode).toBe(401);
  });

  it('refuses a credential this portal does not know: never enrolled, or enrolled on another portal', async () => {
    const unknown = await openSignIn();
    expect(
      (await answer(unknown.client, unknown.uid, new SoftwareAuthenticator(unknown.client.origin).signIn(unknown.options))).statusCode,
    ).toBe(401);
    // Enrolled on kube; on spring the same authenticator answers spring's own challenge from spring's origin.
    const { authenticator } = await enrol('travels@example.com');
    const spring = await openSignIn(SPRING);
    const onSpring = authenticator.from(spring.client.origin).signIn(spring.options);
    expect((await answer(spring.client, spring.uid, onSpring)).statusCode).toBe(401);
    // And the answer kube would take, sent to spring.
    const kube = await openSignIn();
    expect((await answer(spring.client, spring.uid, authenticator.signIn(kube.options))).statusCode).toBe(401);
  });

  it('refuses an answer whose counter went backwards (a cloned authenticator)', async () => {
    const { authenticator } = await enrol('clones@example.com');
    const first = await openSignIn();
    authenticator.counter = 5;
    expect((await answer(first.client, first.uid, authenticator.signIn(first.options))).statusCode).toBe(303);
    const second = await openSignIn();
    authenticator.counter = 2;
    expect((await answer(second.client, second.uid, authenticator.signIn(second.options))).statusCode).toBe(401);
  });

  it('refuses a malformed answer without an error', async () => {
    const { client, uid } = await openSignIn();
    expect((await client.submit(`/identity/interaction/${uid}/passkey`, { response: 'not json' })).statusCode).toBe(401);
    expect((await client.submit(`/identity/interaction/${uid}/passkey`, { response: '{"id":1}' })).statusCode).toBe(401);
  });
});
