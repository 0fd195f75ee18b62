import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, notificationEmails, rateLimitWindows } from '../../db/schema';
import { auditTrail, callerFor, type Caller } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { VERIFICATION_MAIL_RULES } from '../../services/mail/verification-mail-limit';
import { awayFromWindowEdge } from '../../test/window-edge';

let peer: SmtpPeer;
let t: TestApp;
let admin: Caller;
let adminToken: string;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: peer.url });
  adminToken = (await signedInLearner(t, 'kube', 'admin@example.com', { isAdmin: true })).token;
  admin = callerFor(t, 'kube', adminToken);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const addAddress = async (email: string) => {
  const response = await admin('POST', '/api/email/addEmail?emailType=contact', { headers: { emailId: email } });
  expect(response.status).toBe(200);
  return response.body.data.result.id as string;
};
const requestCode = async (email: string) => {
  const before = peer.messages.length;
  const response = await admin('GET', '/api/email/verifyEmail?emailType=contact&tenant=kube', { headers: { verifiableEmail: email } });
  expect(response.status).toBe(200);
  expect(response.body.data.message).toBe(`A verification code was sent to ${email}`);
  const mail = await peer.waitFor((message) => message.to.includes(email) && peer.messages.indexOf(message) >= before);
  expect(mail.subject).toBe('Kube Academy: your verification code');
  return /code is (\d{6})\./.exec(mail.text)![1];
};
const validate = async (email: string, code: string) => {
  const response = await admin('GET', `/api/email/validateVerificationCode?emailType=contact&verificationCode=${code}`, {
    headers: { verifiableEmail: email },
  });
  expect(response.status).toBe(200);
  return response.body.data as { isEmailVerified: boolean; message: string };
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const isVerified = async (id: string) =>
  (await t.database.db.select().from(notificationEmails).where(eq(notificationEmails.id, id)))[0].verifiedAt !== null;

describe('e-mail verification through SMTP', () => {
  it('mails a code; a wrong code fails, the right one verifies once, and reuse fails', async () => {
    const id = await addAddress('team@kube.example');
    const code = await requestCode('team@kube.example');
    const [pending] = await t.database.db.select().from(emailVerifications).where(eq(emailVerifications.emailId, id));
    expect(pending.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending.codeHash).not.toContain(code);

    expect(await validate('team@kube.example', wrong(code))).toEqual({ isEmailVerified: false, message: 'Invalid Code' });
    expect(await isVerified(id)).toBe(false);
    expect(await validate('team@kube.example', code)).toEqual({ isEmailVerified: true, message: 'Email Verified' });
    expect(await isVerified(id)).toBe(true);
    expect((await admin('GET', '/api/email?type=contact')).body.data.result[0]).toMatchObject({
      email: 'team@kube.example',
      isEmailVerified: true,
    });
    expect(await validate('team@kube.example', code)).toEqual({
      isEmailVerified: false,
      message: 'Invalid Code. There is no pending code for this address: request a new one.',
    });

    const audits = await auditTrail(t, id);
    expect(audits.map((row) => row.action)).toEqual(['email.add', 'email.verification-request', 'email.verify']);
    expect(JSON.stringify(audits)).not.toContain(code);
    const again = await admin('GET', '/api/email/verifyEmail?emailType=contact', { headers: { verifiableEmail: 'team@kube.example' } });
    expect(again.status).toBe(409);
  });

  it('refuses an expired code', async () => {
    const id = await addAddress('late@kube.example');
    const code = await requestCode('late@kube.example');
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.emailId, id));
    expect(await validate('late@kube.example', code)).toEqual({
      isEmailVerified: false,
      message: 'Invalid Code. The code has expired: request a new one.',
    });
    expect(await validate('late@kube.example', code)).toMatchObject({ isEmailVerified: false });
    expect(await isVerified(id)).toBe(false);
  });

  it('ends a code after five wrong attempts; a new code works', async () => {
    const id = await addAddress('guess@kube.example');
    const code = await requestCode('guess@kube.example');
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await validate('guess@kube.example', wrong(code))).message).toBe('Invalid Code');
    expect((await validate('guess@kube.example', wrong(code))).message).toBe('Invalid Code. Too many wrong codes: request a new one.');
    expect((await validate('guess@kube.example', code)).isEmailVerified).toBe(false);
    expect(await isVerified(id)).toBe(false);
    const fresh = await requestCode('guess@kube.example');
    expect(await validate('guess@kube.example', fresh)).toEqual({ isEmailVerified: true, message: 'Email Verified' });
  });

  it('limits code requests per address, and a new code replaces the old one', async () => {
    await addAddress('busy@kube.example');
    await awayFromWindowEdge(VERIFICATION_MAIL_RULES[0].windowSeconds);
    const codes = [];
    for (let request = 0; request < 5; request += 1) codes.push(await requestCode('busy@kube.example'));
    const limited = await admin('GET', '/api/email/verifyEmail?emailType=contact', { headers: { verifiableEmail: 'busy@kube.example' } });
    expect(limited.status).toBe(429);
    expect(limited.body.success).toBe(false);
    const [latest, ...older] = codes.reverse();
    for (const code of older.filter((item) => item !== latest))
      expect((await validate('busy@kube.example', code)).isEmailVerified).toBe(false);
    expect((await validate('busy@kube.example', latest)).isEmailVerified).toBe(true);
  });

  it('counts requests per portal and address, so another type or a re-added row gives no new allowance', async () => {
    await awayFromWindowEdge(VERIFICATION_MAIL_RULES[0].windowSeconds);
    await addAddress('spammed@kube.example');
    for (let request = 0; request < 5; request += 1) await requestCode('spammed@kube.example');
    const asFeedback = await admin('POST', '/api/email/addEmail?emailType=feedback', { headers: { emailId: 'Spammed@kube.example' } });
    expect(asFeedback.status).toBe(200);
    const otherType = await admin('GET', '/api/email/verifyEmail?emailType=feedback', {
      headers: { verifiableEmail: 'Spammed@kube.example' },
    });
    expect(otherType.status).toBe(429);
    expect(otherType.body.errors[0].code).toBe('RATE_LIMITED');
    expect((await admin('DELETE', '/api/email?type=contact', { headers: { email: 'spammed@kube.example' } })).status).toBe(200);
    await addAddress('spammed@kube.example');
    const readded = await admin('GET', '/api/email/verifyEmail?emailType=contact', {
      headers: { verifiableEmail: 'spammed@kube.example' },
    });
    expect(readded.status).toBe(429);
  });

  it('caps an address at 10 codes a day, counted in the database so another replica refuses the same', async () => {
    await awayFromWindowEdge(VERIFICATION_MAIL_RULES[1].windowSeconds);
    await addAddress('daily@kube.example');
    const nextHour = () => t.database.db.delete(rateLimitWindows).where(eq(rateLimitWindows.bucket, VERIFICATION_MAIL_RULES[0].bucket));
    for (let request = 0; request < 10; request += 1) {
      if (request % 5 === 0) await nextHour();
      await requestCode('daily@kube.example');
    }
    await nextHour();
    const replica = await createTestApp({ SMTP_URL: peer.url }, { ...t.database, close: async () => {} });
    try {
      const refused = await callerFor(replica, 'kube', adminToken)('GET', '/api/email/verifyEmail?emailType=contact', {
        headers: { verifiableEmail: 'daily@kube.example' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0].code).toBe('RATE_LIMITED');
    } finally {
      await replica.close();
    }
  });

  it('refuses unknown addresses, another portal, and malformed codes', async () => {
    const unknown = await admin('GET', '/api/email/verifyEmail?emailType=contact', { headers: { verifiableEmail: 'nobody@kube.example' } });
    expect(unknown.status).toBe(404);
    const foreign = await admin('GET', '/api/email/verifyEmail?emailType=contact&tenant=spring', {
      headers: { verifiableEmail: 'team@kube.example' },
    });
    expect(foreign.status).toBe(403);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await admin('GET', `/api/email/validateVerificationCode?emailType=contact&verificationCode=${code}`, {
        headers: { verifiableEmail: 'team@kube.example' },
      });
      expect(response.status, code).toBe(400);
      expect(response.body.errors[0].field).toBe('querystring.verificationCode');
    }
    const missingHeader = await admin('GET', '/api/email/validateVerificationCode?emailType=contact&verificationCode=123456');
    expect(missingHeader.body.errors[0].field).toBe('headers.verifiableemail');
  });
});
