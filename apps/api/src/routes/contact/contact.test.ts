import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, notificationEmails } from '../../db/schema';
import { signedInLearner } from '../../test/learner';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTACT_THANKS } from './contact-routes';

let peer: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: peer.url, ANONYMOUS_CONTACT_PER_HOUR: '1000' });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const message = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  subject: 'Cluster labs',
  message: 'Could the labs run on kind as well?',
};
const contact = (payload: object, url = '/api/email/contactUs?tenant=kube', tenant = 'kube') =>
  t.app.inject({ method: 'POST', url, headers: { host: `${tenant}.localhost` }, payload });

describe('POST /api/email/contactUs', () => {
  it("delivers the message over SMTP to the portal's contact address, with the sender as Reply-To", async () => {
    const response = await contact(message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { message: CONTACT_THANKS } });
    const mail = await peer.waitFor((item) => item.subject.includes('Cluster labs'));
    expect(mail.to).toEqual(['contact@kube.academy.test']);
    expect(mail.from).toContain('no-reply@kube.academy.test');
    expect(mail.replyTo).toContain('grace@example.com');
    expect(mail.subject).toBe('[Kube Academy contact] Cluster labs');
    expect(mail.text).toContain('Could the labs run on kind as well?');
    expect(mail.text).toContain('Grace Hopper <grace@example.com>');
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.subject, '[Kube Academy contact] Cluster labs'));
    expect(row).toMatchObject({ tenantId: 'kube', kind: 'contact', transport: 'smtp', status: 'sent' });
  });

  it.each([
    ['a comma and a second address', 'Eve, bob@evil.example'],
    ['quotes and angle brackets', '"Mallory" <mallory@evil.example>, Eve'],
    ['a line break and a header', 'Eve\r\nBcc: bob@evil.example'],
  ])('names exactly one Reply-To address, the sender, whatever the name holds (%s)', async (_case, name) => {
    const subject = `Reply-To ${_case}`;
    expect((await contact({ ...message, name, subject })).statusCode).toBe(200);
    const mail = await peer.waitFor((item) => item.subject.includes(subject));
    expect(mail.replyToAddresses).toEqual(['grace@example.com']);
    expect(mail.to).toEqual(['contact@kube.academy.test']);
    expect(mail.headerLines.filter((line) => /^(bcc|cc):/i.test(line))).toEqual([]);
  });

  it('goes to the verified contact addresses of the portal once there are any, never to unverified ones', async () => {
    await t.database.db.insert(notificationEmails).values([
      { tenantId: 'tanzu', type: 'contact', email: 'team@tanzu.example.com', verifiedAt: new Date() },
      { tenantId: 'tanzu', type: 'contact', email: 'unverified@tanzu.example.com' },
    ]);
    expect((await contact({ ...message, subject: 'Tanzu question' }, '/api/email/contactUs?tenant=tanzu', 'tanzu')).statusCode).toBe(200);
    const mail = await peer.waitFor((item) => item.subject.includes('Tanzu question'));
    expect(mail.to).toEqual(['team@tanzu.example.com']);
  });

  it('accepts the form encoded as a browser form posts it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email/contactUs?tenant=kube',
      headers: { host: 'kube.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...message, subject: 'Form encoded' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    await peer.waitFor((item) => item.subject.includes('Form encoded'));
  });

  it.each([
    ['a missing name', { ...message, name: ' ' }, 'Name is a required field'],
    ['a short message', { ...message, message: 'hi' }, 'Message must be at least 10 characters'],
    ['a bad e-mail', { ...message, email: 'not-an-email' }, 'Email must be a valid email'],
    ['a long subject', { ...message, subject: 's'.repeat(151) }, 'Subject must be at most 150 characters'],
  ])('refuses %s with the generic message and sends nothing', async (_name, payload, text) => {
    const before = (await t.database.db.select().from(mailMessages)).length;
    const response = await contact(payload);
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { errorMessage: string }) => error.errorMessage)
        .join(' '),
    ).toContain(text);
    expect((await t.database.db.select().from(mailMessages)).length).toBe(before);
  });

  it('refuses a tenant query naming another portal than the one called', async () => {
    expect((await contact(message, '/api/email/contactUs?tenant=spring')).statusCode).toBe(400);
  });

  it('refuses oversized bodies with a 413', async () => {
    expect((await contact({ ...message, message: 'x'.repeat(20_000) })).statusCode).toBe(413);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the message in the outbox, which only admins can read', async () => {
    const plain = await createTestApp();
    try {
      const sent = await plain.app.inject({
        method: 'POST',
        url: '/api/email/contactUs',
        headers: { host: 'spring.localhost' },
        payload: { ...message, subject: 'Outbox only' },
      });
      expect(sent.statusCode).toBe(200);
      const admin = await signedInLearner(plain, 'spring', 'outbox-admin@example.com', { isAdmin: true });
      const outbox = await admin.call('GET', '/api/admin/outbox');
      expect(outbox.body.data.result.content[0]).toMatchObject({
        kind: 'contact',
        to: 'contact@spring.academy.test',
        subject: '[Spring Academy contact] Outbox only',
        transport: 'outbox',
        status: 'kept',
      });
      const learner = await signedInLearner(plain, 'spring', 'outbox-learner@example.com');
      expect((await learner.call('GET', '/api/admin/outbox')).status).toBe(403);
    } finally {
      await plain.close();
    }
  });
});

describe('when the SMTP server is down', () => {
  it('answers the visitor, keeps the message to try again, and never a 5xx', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/email/contactUs',
        headers: { host: 'kube.localhost' },
        payload: { ...message, subject: 'While down' },
      });
      expect(response.statusCode).toBe(200);
      const [row] = await down.database.db.select().from(mailMessages).where(eq(mailMessages.subject, '[Kube Academy contact] While down'));
      expect(row).toMatchObject({ status: 'pending', attempts: 1, error: expect.stringContaining('ECONNREFUSED') });
    } finally {
      await down.close();
    }
  });
});
