import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { feedback, identityAccounts, users } from '../db/schema';
import { findLesson } from '../test/lessons';
import { OidcTestClient, type Tokens } from '../test/oidc-client';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { createTestApp, type TestApp } from '../test/test-app';
import { awayFromWindowEdge } from '../test/window-edge';
import { VERIFICATION_MAIL_RULES } from '../services/mail/verification-mail-limit';
import { createAccount } from './accounts';

const KUBE = 'kube.localhost:3000';
let peer: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: peer.url });
  await createAccount(t.database.db, 'kube', {
    email: 'taken@example.com',
    password: 'correct horse battery',
    firstName: 'Tak',
    lastName: 'En',
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const form = (email: string, password = 'long enough password') => ({ firstName: 'Grace', lastName: 'Hopper', email, password });
const mailsTo = (email: string) => peer.messages.filter((mail) => mail.to.includes(email));
const codeIn = (text: string) => /code is (\d{6})\./.exec(text)![1];
const latestCode = async (email: string, count: number) => {
  await peer.waitFor(() => mailsTo(email).length >= count);
  return codeIn(mailsTo(email)[count - 1].text);
};
const api = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, payload, headers: { host: KUBE, authorization: `Bearer ${token}` } });
  return { status: response.statusCode, body: response.json() };
};
const userRow = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 'kube'), eq(users.login, email)))
  )[0];

/** The code page without what differs by design: the interaction, the attempt and the address typed. */
const neutral = (body: string, email: string) =>
  body
    .replaceAll(/\/identity\/interaction\/[^/"]+/g, '/identity/interaction/UID')
    .replace(/value="[0-9a-f-]{36}"/, 'value="ATTEMPT"')
    .replaceAll(email, 'EMAIL');

describe('signing up through the embedded provider', () => {
  it('answers the same page whether the address is new or taken, and tells the owner of a taken one', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const { uid } = await client.openSignUp();
    const taken = await client.submitSignUp(uid, form('TAKEN@example.com'));
    const fresh = await client.submitSignUp(uid, form('grace@example.com'));
    expect(taken.response.statusCode).toBe(200);
    expect(fresh.response.statusCode).toBe(200);
    expect(neutral(taken.response.body, 'taken@example.com')).toBe(neutral(fresh.response.body, 'grace@example.com'));
    expect(fresh.response.body).toContain('Check your e-mail');

    const notice = await peer.waitFor((mail) => mail.to.includes('taken@example.com'));
    expect(notice.subject).toBe('Kube Academy: someone tried to sign up with your address');
    expect(notice.text).not.toMatch(/\d{6}/);
    const codeMail = await peer.waitFor((mail) => mail.to.includes('grace@example.com'));
    expect(codeMail.subject).toBe('Kube Academy: your code to confirm your e-mail');
    // Nothing about the taken account changed.
    const [owner] = await t.database.db.select().from(identityAccounts).where(eq(identityAccounts.email, 'taken@example.com'));
    expect(owner.firstName).toBe('Tak');
  });

  it('creates an unverified account that the mailed code confirms and signs in', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const { uid, verifier } = await client.openSignUp();
    const { verification } = await client.submitSignUp(uid, form('ada-new@example.com'));
    expect((await userRow('ada-new@example.com')).emailVerified).toBe(false);
    const code = await latestCode('ada-new@example.com', 1);

    const wrong = await client.confirmSignUp(uid, verifier, { verification: verification!, code: code === '000000' ? '000001' : '000000' });
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.response.body).toContain('The code is not right');
    const malformed = await client.confirmSignUp(uid, verifier, { verification: verification!, code: '12ab' });
    expect(malformed.response.body).toContain('Code must be 6 digits');

    const { tokens } = await client.confirmSignUp(uid, verifier, { verification: verification!, code });
    const me = await api(tokens!.access_token, 'GET', '/api/user/getUserDetails');
    expect(me.body.data).toMatchObject({ login: 'ada-new@example.com', firstName: 'Grace', isEmailVerified: true });
    const again = await client.confirmSignUp(uid, verifier, { verification: verification!, code });
    expect(again.response.statusCode).toBe(400);
  });

  it('gives an unverified account public content but no admin or pro rights, and lets it speak only anonymously', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const { uid } = await client.openSignUp();
    await client.submitSignUp(uid, form('unverified@example.com'));
    await t.database.db.update(users).set({ isAdmin: true, isPro: true }).where(eq(users.login, 'unverified@example.com'));
    const { access_token: token } = await new OidcTestClient(t.app, KUBE).signIn('unverified@example.com', 'long enough password');

    expect((await api(token, 'GET', '/api/user/getUserDetails')).body.data).toMatchObject({
      isEmailVerified: false,
      isAdmin: false,
      isPro: false,
    });
    expect((await api(token, 'GET', '/api/admin/feedback')).status).toBe(403);
    const proLesson = await findLesson(t.app, KUBE, 'pro');
    expect((await api(token, 'GET', proLesson)).body.data.lesson).toMatchObject({ body: null, isLocked: true });
    expect((await api(token, 'GET', await findLesson(t.app, KUBE, 'auth'))).body.data.lesson.lock).toBeNull();

    const context = { userAgent: 'vitest', url: 'http://kube.localhost/x', route: '/x' };
    const asPerson = await api(token, 'POST', '/api/feedback', {
      feedbackableType: '',
      schema: 'tenant-v1',
      comments: 'contact me',
      allowContact: true,
      context,
    });
    expect(asPerson.status).toBe(400);
    const anonymous = await api(token, 'POST', '/api/feedback', {
      feedbackableType: '',
      schema: 'tenant-v1',
      comments: 'from an unverified account',
      context,
    });
    expect(anonymous.status).toBe(200);
    const [stored] = await t.database.db.select().from(feedback).where(eq(feedback.comments, 'from an unverified account'));
    expect(stored.userId).toBeNull();

    const resent = await api(token, 'POST', '/api/user/email-verification');
    expect(resent.body.data.message).toBe('A new code was sent to unverified@example.com');
    const code = await latestCode('unverified@example.com', 2);
    const wrong = await api(token, 'POST', '/api/user/email-verification/confirm', {
      verificationCode: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ code: 'WRONG_CODE', field: 'body.verificationCode' });
    const confirmed = await api(token, 'POST', '/api/user/email-verification/confirm', { verificationCode: code });
    expect(confirmed.body.data).toMatchObject({ isEmailVerified: true, isAdmin: true, isPro: true });
    expect((await api(token, 'GET', '/api/admin/feedback')).status).toBe(200);
    expect((await api(token, 'POST', '/api/user/email-verification')).body.errors[0].code).toBe('ALREADY_VERIFIED');
  });

  it("lets the address's owner take over an account someone else registered unverified with it", async () => {
    const attacker = new OidcTestClient(t.app, KUBE);
    const first = await attacker.openSignUp();
    const planted = await attacker.submitSignUp(first.uid, { ...form('victim@example.com', 'attacker password'), firstName: 'Mallory' });
    const attackerClient = new OidcTestClient(t.app, KUBE);
    const attackerTokens = await attackerClient.signIn('victim@example.com', 'attacker password');
    const plantedCode = await latestCode('victim@example.com', 1);

    const owner = new OidcTestClient(t.app, KUBE);
    const { uid, verifier } = await owner.openSignUp();
    const claim = await owner.submitSignUp(uid, form('victim@example.com', 'owner password 123'));
    expect(neutral(claim.response.body, 'victim@example.com')).toBe(neutral(planted.response.body, 'victim@example.com'));
    const ownerCode = await latestCode('victim@example.com', 2);

    // A code confirms only the attempt it was mailed for.
    if (plantedCode !== ownerCode) {
      const crossed = await owner.confirmSignUp(uid, verifier, { verification: claim.verification!, code: plantedCode });
      expect(crossed.response.statusCode).toBe(400);
    }
    const { tokens } = await owner.confirmSignUp(uid, verifier, { verification: claim.verification!, code: ownerCode });
    expect((await api((tokens as Tokens).access_token, 'GET', '/api/user/getUserDetails')).body.data).toMatchObject({
      firstName: 'Grace',
      isEmailVerified: true,
    });
    await expect(new OidcTestClient(t.app, KUBE).signIn('victim@example.com', 'attacker password')).rejects.toThrow('sign-in refused: 401');
    expect((await attackerClient.refresh(attackerTokens.refresh_token)).body.error).toBe('invalid_grant');
    await new OidcTestClient(t.app, KUBE).signIn('victim@example.com', 'owner password 123');
  });

  it('limits sign-up codes per address, the same for a new and a taken address', async () => {
    await awayFromWindowEdge(VERIFICATION_MAIL_RULES[0].windowSeconds);
    const client = new OidcTestClient(t.app, KUBE);
    const { uid } = await client.openSignUp();
    await createAccount(t.database.db, 'kube', {
      email: 'busy-taken@example.com',
      password: 'correct horse battery',
      firstName: 'B',
      lastName: 'T',
    });
    for (const email of ['busy-new@example.com', 'busy-taken@example.com']) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await client.submitSignUp(uid, form(email))).response.statusCode).toBe(200);
      const limited = await client.submitSignUp(uid, form(email));
      expect(limited.response.statusCode).toBe(429);
      expect(limited.response.body).toContain('Too many requests');
    }
  });

  it('refuses a sign-up with invalid fields, keeping what was typed', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const { uid } = await client.openSignUp();
    const invalid = await client.submitSignUp(uid, { firstName: 'Grace', lastName: 'Hopper', email: 'not-an-email', password: 'short' });
    expect(invalid.response.statusCode).toBe(400);
    expect(invalid.response.body).toContain('E-mail must be a valid email');
    expect(invalid.response.body).toContain('value="Grace"');
  });

  it('refuses a sign-up whose two passwords differ, creating nothing', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const { uid } = await client.openSignUp();
    const email = 'typo@example.com';
    const mistyped = await client.submitSignUp(uid, { ...form(email), passwordConfirmation: 'long enough passwrod' });
    expect(mistyped.response.statusCode).toBe(400);
    expect(mistyped.response.body).toContain('The two passwords do not match.');
    expect(mistyped.response.body).toContain(`value="${email}"`);
    expect(await userRow(email)).toBeUndefined();
    const missing = await client.submit(`/identity/interaction/${uid}/register`, form(email));
    expect(missing.statusCode).toBe(400);
    expect(mistyped.verification).toBeUndefined();
  });

  it('links the sign-in page back to the academy that sent the visitor', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const { location } = await client.startSignIn();
    const page = await client.follow(location!);
    expect(page.response.body).toContain('<a href="http://kube.localhost:3000/">Back to the academy</a>');
  });
});
