import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '@academy/shared';
import { auditLog, passwordLinks, signInDelays, users } from '../db/schema';
import { VERIFICATION_MAIL_RULES } from '../services/mail/verification-mail-limit';
import { adminCaller } from '../test/caller';
import { OidcTestClient } from '../test/oidc-client';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { createTestApp, type TestApp } from '../test/test-app';
import { awayFromWindowEdge } from '../test/window-edge';
import { createAccount } from './accounts';

/**
 * "Forgot password?" (decision 043), tried as an attacker would: guessing which addresses have
 * accounts, flooding, reusing a link, using it late or on another portal, and keeping a sign-in
 * alive past the reset.
 */
const KUBE = 'kube.localhost:3000';
const SPRING = 'spring.localhost:3000';
const OLD_PASSWORD = 'the forgotten password';
const NEW_PASSWORD = 'a brand new password';
const PER_CLIENT = 3;
let peer: SmtpPeer;
let t: TestApp;
/** Each request comes from a client address of its own unless a test says otherwise, so the per-client limit stays out of the way. */
let nextClient = 1;
const freshClient = () => `203.0.113.${nextClient++}`;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: peer.url, PASSWORD_RESETS_PER_HOUR: String(PER_CLIENT) });
  for (const name of ['known', 'forgetful', 'twice', 'late', 'elsewhere', 'unverified', 'limited', 'waiting', 'audited'])
    await createAccount(t.database.db, 'kube', { email: `${name}@example.com`, password: OLD_PASSWORD, firstName: name, lastName: 'L' });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const ask = (
  email: string,
  { host = KUBE, client = freshClient(), interaction }: { host?: string; client?: string; interaction?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/forgot-password',
    remoteAddress: client,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, ...(interaction ? { interaction } : {}) }).toString(),
  });
const open = (token: string, host = KUBE) =>
  t.app.inject({ url: `/identity/set-password?token=${encodeURIComponent(token)}`, headers: { host } });
const choose = (token: string, password: string, host = KUBE) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/set-password',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, password }).toString(),
  });

const mailsTo = (email: string) => peer.messages.filter((mail) => mail.to.includes(email));
/** The link of the `count`-th reset mail to the address, once it arrived. */
async function resetLink(email: string, count = 1) {
  await peer.waitFor(() => mailsTo(email).length >= count);
  const link = new URL(/(http\S+\/identity\/set-password\?token=\S+)/.exec(mailsTo(email)[count - 1].text)![1]);
  return { link, token: link.searchParams.get('token')! };
}
const signsIn = (email: string, password: string) =>
  new OidcTestClient(t.app, KUBE).signIn(email, password).then(
    () => true,
    () => false,
  );
/** The answer page without the address typed, which it repeats by design. */
const neutral = (body: string, email: string) => body.replaceAll(email, 'EMAIL');

describe('asking for a password reset', () => {
  it('is offered on the sign-in page, labelled and in the tab order, and leads back to the same sign-in', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const { location } = await client.startSignIn();
    const signIn = (await client.follow(location!)).response.body;
    const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(signIn)![1];
    expect(signIn).toContain(`<a href="/identity/forgot-password?interaction=${uid}">Forgot password?</a>`);

    const form = await t.app.inject({ url: `/identity/forgot-password?interaction=${uid}`, headers: { host: KUBE } });
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toContain('<label for="email">E-mail</label>');
    expect(form.body).toContain(`<a href="/identity/interaction/${uid}">Back to sign in</a>`);
    const answer = await ask('someone@example.com', { interaction: uid });
    expect(answer.body).toContain(`<a href="/identity/interaction/${uid}">Back to sign in</a>`);

    const bad = await ask('not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('E-mail must be a valid email');
    const hostile = await t.app.inject({ url: '/identity/forgot-password?interaction="><script>', headers: { host: KUBE } });
    expect(hostile.body).not.toContain('<script>');
  });

  it('answers the same for an address with an account and one without, and mails only the account, a link on its own portal', async () => {
    const known = await ask('Known@Example.com');
    const unknown = await ask('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(neutral(known.body, 'known@example.com')).toBe(neutral(unknown.body, 'nobody-here@example.com'));
    expect(known.body).toContain('If <strong>known@example.com</strong> has an account here, we sent it a link');

    const { link } = await resetLink('known@example.com');
    expect(link.origin).toBe('http://kube.localhost:3000');
    expect(mailsTo('known@example.com')[0].subject).toBe('Kube Academy: choose a new password');
    expect(mailsTo('known@example.com')[0].text).toContain('within 30 minutes');
    // Another portal has no such account: nothing is mailed from there, and its answer is the same.
    const spring = await ask('known@example.com', { host: SPRING });
    expect(spring.statusCode).toBe(200);
    expect(spring.body).toContain('If <strong>known@example.com</strong> has an account here, we sent it a link');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('known@example.com')).toHaveLength(1);
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('answers without waiting for the mail, so the time to answer tells nothing either', async () => {
    let release = () => {};
    const send = t.app.mailer.send.bind(t.app.mailer);
    const held = vi.spyOn(t.app.mailer, 'send').mockImplementationOnce(async (mail) => {
      await new Promise<void>((resolve) => (release = resolve));
      return send(mail);
    });
    const answer = await ask('known@example.com');
    expect(answer.statusCode).toBe(200);
    await vi.waitFor(() => expect(held).toHaveBeenCalledOnce());
    expect(mailsTo('known@example.com')).toHaveLength(1);
    release();
    await resetLink('known@example.com', 2);
    held.mockRestore();
  });

  it('audits the request and the reset without the link, and keeps the link from the portal admins reading the outbox', async () => {
    await ask('audited@example.com');
    const { token } = await resetLink('audited@example.com');
    expect((await choose(token, NEW_PASSWORD)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.login, 'audited@example.com'));
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entries.map((entry) => [entry.action, entry.actorLabel, entry.after]).sort()).toEqual([
      ['user.password-reset-request', 'visitor (forgot password form)', { login: 'audited@example.com', expiresAt: expect.any(String) }],
      ['user.password-set', 'audited@example.com', { login: 'audited@example.com', through: 'password reset mail' }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);

    const admin = await adminCaller(t, 'kube', 'outbox-reader@example.com');
    const outbox = await admin('GET', '/api/admin/outbox?q=choose%20a%20new%20password');
    const mail = (outbox.body.data.result.content as OutboxMessage[]).find((item) => item.to === 'audited@example.com')!;
    expect(mail.body).toContain('/identity/set-password?token=••••••');
    expect(mail.body).not.toContain(token);
  });
});

describe('a reset link', () => {
  it('sets a new password with the sign-up rules, ends every sign-in of the account, and the old password stops working', async () => {
    const phone = new OidcTestClient(t.app, KUBE);
    const laptop = new OidcTestClient(t.app, KUBE);
    const onPhone = await phone.signIn('forgetful@example.com', OLD_PASSWORD);
    const onLaptop = await laptop.signIn('forgetful@example.com', OLD_PASSWORD);
    await ask('forgetful@example.com');
    const { token } = await resetLink('forgetful@example.com');

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Choose a new password</h1>');
    expect(page.body).toContain('forgetful@example.com');
    const short = await choose(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Password must be at least 10 characters');

    const done = await choose(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password is changed, and every sign-in of your account has ended.');
    expect((await phone.refresh(onPhone.refresh_token)).status).toBe(400);
    expect((await laptop.refresh(onLaptop.refresh_token)).status).toBe(400);
    const { location } = await phone.startSignIn();
    expect((await phone.follow(location!)).response.body).toContain('<h1>Sign in</h1>');
    expect(await signsIn('forgetful@example.com', OLD_PASSWORD)).toBe(false);
    expect(await signsIn('forgetful@example.com', NEW_PASSWORD)).toBe(true);
  });

  it('works once, and only the latest one works', async () => {
    await ask('twice@example.com');
    const { token: first } = await resetLink('twice@example.com');
    await ask('twice@example.com');
    const { token: second } = await resetLink('twice@example.com', 2);
    expect((await choose(first, 'from the first mail')).statusCode).toBe(400);
    expect((await choose(second, NEW_PASSWORD)).statusCode).toBe(200);
    const reused = await choose(second, 'the attacker password');
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('This link has expired or was already used');
    expect(reused.body).toContain('<a href="/identity/forgot-password">Ask for a new link</a>');
    expect(await signsIn('twice@example.com', NEW_PASSWORD)).toBe(true);
  });

  it('does nothing once expired, nor on another portal, nor when altered into an operator link', async () => {
    await ask('late@example.com');
    const { token: late } = await resetLink('late@example.com');
    const [user] = await t.database.db.select().from(users).where(eq(users.login, 'late@example.com'));
    await t.database.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordLinks.accountId, user.subject));
    expect((await open(late)).statusCode).toBe(400);
    expect((await choose(late, NEW_PASSWORD)).statusCode).toBe(400);

    await ask('elsewhere@example.com');
    const { token } = await resetLink('elsewhere@example.com');
    expect((await open(token, SPRING)).statusCode).toBe(400);
    expect((await choose(token, NEW_PASSWORD, SPRING)).statusCode).toBe(400);
    expect((await choose(token.replace(/^reset\./, ''), NEW_PASSWORD)).statusCode).toBe(400);
    expect(await signsIn('late@example.com', OLD_PASSWORD)).toBe(true);
    expect(await signsIn('elsewhere@example.com', OLD_PASSWORD)).toBe(true);
  });

  it('verifies an unverified address: the reset came through its mailbox', async () => {
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.login, 'unverified@example.com'));
    await ask('unverified@example.com');
    const { token } = await resetLink('unverified@example.com');
    expect((await choose(token, NEW_PASSWORD)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.login, 'unverified@example.com'));
    expect(user.emailVerified).toBe(true);
  });

  it("lifts the account's sign-in waits, so its owner signs in with the new password at once", async () => {
    const client = new OidcTestClient(t.app, KUBE, '198.51.100.7');
    for (let attempt = 0; attempt < 3; attempt += 1)
      await expect(client.authorize('waiting@example.com', `guess ${attempt}`)).rejects.toThrow('sign-in refused: 401');
    const account = and(eq(signInDelays.tenantId, 'kube'), eq(signInDelays.email, 'waiting@example.com'));
    // Many more wrong guesses later: the longest wait.
    await t.database.db
      .update(signInDelays)
      .set({ nextAttemptAt: new Date(Date.now() + 900_000) })
      .where(account);
    await expect(client.authorize('waiting@example.com', OLD_PASSWORD)).rejects.toThrow('sign-in refused: 429');
    await ask('waiting@example.com');
    const { token } = await resetLink('waiting@example.com');
    expect((await choose(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await t.database.db.select().from(signInDelays).where(account)).toEqual([]);
    await client.signIn('waiting@example.com', NEW_PASSWORD);
  });
});

describe('reset limits', () => {
  it('refuses more than the hourly mails to one address, the same way whether it has an account or not', async () => {
    await awayFromWindowEdge(VERIFICATION_MAIL_RULES[0].windowSeconds);
    const limit = VERIFICATION_MAIL_RULES[0].limit;
    for (let request = 0; request < limit; request += 1) {
      expect((await ask('limited@example.com')).statusCode).toBe(200);
      expect((await ask('limited-nobody@example.com')).statusCode).toBe(200);
    }
    const known = await ask('limited@example.com');
    const unknown = await ask('limited-nobody@example.com');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(0);
    expect(known.body).toContain('Too many messages were sent to this address.');
    expect(neutral(known.body, 'limited@example.com')).toBe(neutral(unknown.body, 'limited-nobody@example.com'));
    await peer.waitFor(() => mailsTo('limited@example.com').length >= limit);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('limited@example.com')).toHaveLength(limit);
  });

  it('refuses more than the hourly requests from one network, whatever the addresses', async () => {
    await awayFromWindowEdge(3_600);
    const client = '192.0.2.50';
    for (let request = 0; request < PER_CLIENT; request += 1)
      expect((await ask(`spray-${request}@example.com`, { client })).statusCode).toBe(200);
    const refused = await ask('forgetful@example.com', { client });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toContain('Too many password resets were asked for from your network.');
    expect((await ask('forgetful@example.com', { client: freshClient() })).statusCode).toBe(200);
  });
});
