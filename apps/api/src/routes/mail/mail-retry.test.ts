import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { mailBacklog } from '../../services/mail/mail-backlog';
import { adminCaller } from '../../test/caller';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Failed mail is kept and tried again with exponential backoff (decision 027), against a real SMTP
 * server that refuses and then accepts. A message is made due by moving its next try into the past,
 * never by waiting.
 */
let peer: SmtpPeer;
let a: TestApp;
/** A second replica on the same database, running its own retry rounds. */
let b: TestApp;
const env = (url: string) => ({ SMTP_URL: url, MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_BASE_SECONDS: '60', ANONYMOUS_CONTACT_PER_HOUR: '1000' });

beforeAll(async () => {
  peer = await startSmtpPeer();
  a = await createTestApp(env(peer.url));
  b = await createTestApp(env(peer.url), a.database);
});
afterAll(async () => {
  await b.app.close();
  await a.close();
  await peer.close();
});
beforeEach(() => peer.refuse(null));

async function contact(subject: string) {
  const response = await a.app.inject({
    method: 'POST',
    url: '/api/email/contactUs',
    headers: { host: 'kube.localhost' },
    payload: { name: 'Grace Hopper', email: 'grace@example.com', subject, message: 'Could the labs run on kind as well?' },
  });
  expect(response.statusCode).toBe(200);
}
const fullSubject = (subject: string) => `[Kube Academy contact] ${subject}`;
async function rowOf(subject: string) {
  const [row] = await a.database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.subject, fullSubject(subject)));
  return row;
}
const secondsBetween = (from: Date | null, to: Date | null) => (to!.getTime() - from!.getTime()) / 1_000;
/** Moves the next try of these messages one second into the past. */
const makeDue = (subjects: string[]) =>
  a.database.db
    .update(mailMessages)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(mailMessages.subject, subjects.map(fullSubject)));
const received = (subject: string) => peer.messages.filter((mail) => mail.subject === fullSubject(subject));

describe('mail the server refuses for now', () => {
  it('is kept, tried again after a wait that doubles, and sent once the server accepts it', async () => {
    peer.refuse(451);
    await contact('Retry me');
    const first = await rowOf('Retry me');
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.error).toContain('451');
    expect(secondsBetween(first.lastAttemptAt, first.nextAttemptAt)).toBe(60);

    await a.app.mailer.retryDue();
    expect((await rowOf('Retry me')).attempts).toBe(1);

    await makeDue(['Retry me']);
    await a.app.mailer.retryDue();
    const second = await rowOf('Retry me');
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(secondsBetween(second.lastAttemptAt, second.nextAttemptAt)).toBe(120);

    peer.refuse(null);
    await makeDue(['Retry me']);
    await b.app.mailer.retryDue();
    expect(await rowOf('Retry me')).toMatchObject({ status: 'sent', attempts: 3, nextAttemptAt: null, error: null, leaseUntil: null });
    expect(received('Retry me')).toHaveLength(1);
    expect(received('Retry me')[0].replyToAddresses).toEqual(['grace@example.com']);
  });

  it('is given up after the last try, and at once when the server refuses it for good', async () => {
    peer.refuse(451);
    await contact('Out of tries');
    for (let round = 0; round < 2; round += 1) {
      await makeDue(['Out of tries']);
      await a.app.mailer.retryDue();
    }
    expect(await rowOf('Out of tries')).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });

    peer.refuse(550);
    await contact('Refused for good');
    expect(await rowOf('Refused for good')).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });

    peer.refuse(null);
    await makeDue(['Out of tries', 'Refused for good']);
    await a.app.mailer.retryDue();
    expect(received('Out of tries')).toHaveLength(0);
    expect(received('Refused for good')).toHaveLength(0);

    const outbox = (await (await adminCaller(a, 'kube', 'retry-admin@example.com'))('GET', '/api/admin/outbox?q=for%20good')).body.data;
    expect(outbox.maxAttempts).toBe(3);
    expect(outbox.result.content[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: expect.stringContaining('550'),
    });
  });

  it("is counted for the operator's metrics: waiting, waiting again after a failed try, and given up on", async () => {
    const before = await mailBacklog(a.database.db);
    peer.refuse(451);
    await contact('Counted while it waits');
    peer.refuse(550);
    await contact('Counted as given up');
    expect(await mailBacklog(b.database.db)).toEqual({
      pending: before.pending + 1,
      retrying: before.retrying + 1,
      failed: before.failed + 1,
    });
  });

  it('is sent exactly once when replicas run their retry rounds side by side', async () => {
    const subjects = Array.from({ length: 12 }, (_, index) => `Replica ${index}`);
    peer.refuse(451);
    for (const subject of subjects) await contact(subject);
    peer.refuse(null);
    await makeDue(subjects);
    await Promise.all([a.app.mailer.retryDue(), b.app.mailer.retryDue(), a.app.mailer.retryDue(), b.app.mailer.retryDue()]);
    for (const subject of subjects) expect(received(subject), subject).toHaveLength(1);
    const rows = await a.database.db
      .select()
      .from(mailMessages)
      .where(like(mailMessages.subject, `${fullSubject('Replica')}%`));
    expect(rows.map((row) => row.status)).toEqual(subjects.map(() => 'sent'));
  });

  it('is not taken by another replica while the first try is under way', async () => {
    peer.refuse(451);
    await contact('Leased');
    // The first try holds a lease until it records its outcome; a row still leased is skipped even when due.
    await a.database.db
      .update(mailMessages)
      .set({ status: 'pending', nextAttemptAt: sql`now() - interval '1 second'`, leaseUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailMessages.subject, fullSubject('Leased')));
    peer.refuse(null);
    await b.app.mailer.retryDue();
    expect(received('Leased')).toHaveLength(0);
    expect((await rowOf('Leased')).attempts).toBe(1);
  });
});
