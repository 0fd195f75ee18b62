import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createAccount } from '../../identity/accounts';
import { adminCaller, callerFor, type Caller } from '../../test/caller';
import { completeLesson, courseOutline } from '../../test/complete-lessons';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Outgoing webhooks (decision 054) against a real HTTP receiver on this machine, which checks each
 * signature as docs/operations.md tells an integrator to. A delivery is made due by moving its next
 * try into the past, never by waiting.
 */
interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

/** The receiver's check, as in docs/operations.md: HMAC-SHA256 of `id.timestamp.body` under the secret's bytes, five minutes' tolerance. */
function verify(secret: string, received: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${received.id}.${received.timestamp}.${received.body}`).digest('base64');
  const fresh = Math.abs(Date.now() / 1000 - Number(received.timestamp)) <= 300;
  return (
    fresh &&
    received.signature.split(' ').some((entry) => {
      const [version, signature] = entry.split(',');
      return version === 'v1' && signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    })
  );
}

let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** The statuses the receiver answers next, one per request; 204 when none is queued. */
const answers: number[] = [];

/** The replica that may reach this machine's receiver, a second one on the same database, and one with the default setting. */
let a: TestApp;
let b: TestApp;
let strict: TestApp;
let admin: Caller;
let secret: string;
let endpointId: string;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        id: String(request.headers['webhook-id']),
        timestamp: String(request.headers['webhook-timestamp']),
        signature: String(request.headers['webhook-signature']),
        body,
      });
      response.writeHead(answers.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const env = { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_ROUND_SECONDS: '0', WEBHOOK_RETRY_BASE_SECONDS: '30' };
  a = await createTestApp(env);
  b = await createTestApp(env, a.database);
  strict = await createTestApp({ WEBHOOK_ROUND_SECONDS: '0' }, a.database);
  admin = await adminCaller(a, 'kube', 'webhook-admin@example.com');
  const created = await admin('POST', '/api/admin/webhooks', {
    payload: { url: receiverUrl, events: ['user.created', 'course.completed', 'certificate.issued'], description: 'HR system' },
  });
  expect(created.status).toBe(200);
  ({ secret } = created.body.data);
  endpointId = created.body.data.endpoint.id;
});
afterAll(async () => {
  await strict.app.close();
  await b.app.close();
  await a.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const makeDue = () =>
  a.database.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(webhookDeliveries.status, 'pending'));
const deliveriesOf = (eventIds: string[]) =>
  a.database.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.eventId, eventIds));
const eventsFor = async (login: string) =>
  (await a.database.db.select().from(webhookDeliveries)).filter((row) => JSON.parse(row.payload).data.login === login);
const newUser = (email: string) =>
  createAccount(a.database.db, 'kube', { email, password: 'correct horse battery', firstName: 'Web', lastName: 'Hook' });

describe('an endpoint', () => {
  it('gets its secret once: the list and the audit trail never show it', async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await admin('GET', '/api/admin/webhooks');
    expect(list.body.data.result).toEqual([
      expect.objectContaining({ id: endpointId, url: receiverUrl, events: ['user.created', 'course.completed', 'certificate.issued'] }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
    const [audit] = await a.database.db.select().from(auditLog).where(eq(auditLog.entityId, endpointId));
    expect(audit).toMatchObject({ action: 'webhook.create', actorLabel: 'webhook-admin@example.com' });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(6));
  });

  it('is refused on loopback, private, link-local and mapped addresses with the default setting, and nothing is kept', async () => {
    const strictAdmin = await adminCaller(strict, 'kube', 'strict-admin@example.com');
    const before = await a.database.db.select().from(webhookEndpoints);
    for (const url of [
      receiverUrl,
      'http://localhost:8080/hooks',
      'http://10.1.2.3/hooks',
      'http://192.168.0.10/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
    ]) {
      const refused = await strictAdmin('POST', '/api/admin/webhooks', { payload: { url, events: ['user.created'] } });
      expect(refused.status, url).toBe(400);
      expect(refused.body.errors[0], url).toMatchObject({
        code: 'BAD_REQUEST',
        field: 'url',
        errorMessage: expect.stringContaining('private'),
      });
    }
    const notHttp = await strictAdmin('POST', '/api/admin/webhooks', { payload: { url: 'file:///etc/passwd', events: ['user.created'] } });
    expect(notHttp.body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.url' });
    expect(await a.database.db.select().from(webhookEndpoints)).toEqual(before);
  });
});

describe('a delivery', () => {
  it('reaches the receiver signed: the receiver verifies it, and a changed body or an old timestamp fails', async () => {
    await newUser('hooked@example.com');
    const [queued] = await eventsFor('hooked@example.com');
    expect(queued).toMatchObject({ event: 'user.created', status: 'pending', attempts: 0 });

    await a.app.webhooks.deliverDue();
    const got = received.filter((entry) => entry.id === queued.eventId);
    expect(got).toHaveLength(1);
    expect(verify(secret, got[0])).toBe(true);
    expect(JSON.parse(got[0].body)).toMatchObject({
      type: 'user.created',
      data: { login: 'hooked@example.com', firstName: 'Web', lastName: 'Hook' },
    });
    expect(JSON.parse(got[0].body).data.userId).toMatch(/^[0-9a-f-]{36}$/);

    expect(verify(secret, { ...got[0], body: got[0].body.replace('hooked@', 'forged@') })).toBe(false);
    expect(verify(secret, { ...got[0], timestamp: String(Number(got[0].timestamp) - 600) })).toBe(false);
    expect(verify('whsec_' + Buffer.alloc(32).toString('base64'), got[0])).toBe(false);

    const list = await admin('GET', '/api/admin/webhook-deliveries?q=user.created');
    expect(list.body.data.result.content[0]).toMatchObject({
      eventId: queued.eventId,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 204,
      url: receiverUrl,
    });
  });

  it('is tried again after a failure, with a wait that doubles, and delivered once the receiver accepts it', async () => {
    await newUser('retried@example.com');
    const [queued] = await eventsFor('retried@example.com');
    answers.push(503, 500);
    await a.app.webhooks.deliverDue();
    const [first] = await deliveriesOf([queued.eventId]);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503, error: 'the receiver answered 503' });
    expect((first.nextAttemptAt!.getTime() - first.lastAttemptAt!.getTime()) / 1000).toBe(30);

    expect(await a.app.webhooks.deliverDue()).toEqual({ tried: 0, delivered: 0 });
    await makeDue();
    await b.app.webhooks.deliverDue();
    const [second] = await deliveriesOf([queued.eventId]);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 500 });
    expect((second.nextAttemptAt!.getTime() - second.lastAttemptAt!.getTime()) / 1000).toBe(60);

    await makeDue();
    await a.app.webhooks.deliverDue();
    expect((await deliveriesOf([queued.eventId]))[0]).toMatchObject({ status: 'delivered', attempts: 3, error: null, leaseUntil: null });
    const got = received.filter((entry) => entry.id === queued.eventId);
    expect(got).toHaveLength(3);
    expect(got.every((entry) => verify(secret, entry))).toBe(true);
  });

  it('is sent exactly once when two replicas on one database run their rounds side by side', async () => {
    for (let index = 0; index < 12; index += 1) await newUser(`replica-${index}@example.com`);
    const queued = (await a.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'))).map(
      (row) => row.eventId,
    );
    expect(queued).toHaveLength(12);
    await Promise.all([a.app.webhooks.deliverDue(), b.app.webhooks.deliverDue(), a.app.webhooks.deliverDue(), b.app.webhooks.deliverDue()]);
    for (const eventId of queued)
      expect(
        received.filter((entry) => entry.id === eventId),
        eventId,
      ).toHaveLength(1);
    expect((await deliveriesOf(queued)).map((row) => row.status)).toEqual(queued.map(() => 'delivered'));
  });

  it("tells of a learner's course completion and the certificate it issued", async () => {
    const learner = await signedInLearner(a, 'kube', 'finisher@example.com', { isPro: true });
    const { userId } = (await learner.call('GET', '/api/user/getUserDetails')).body.data;
    const who = { ...learner, userId };
    const { courseId, lessons } = await courseOutline(who, 'kubernetes-fundamentals');
    for (const lesson of lessons) await completeLesson(a, who, courseId, lesson);
    await a.app.webhooks.deliverDue();
    const bodies = received.map((entry) => JSON.parse(entry.body)).filter((body) => body.data.login === 'finisher@example.com');
    expect(bodies.map((body) => body.type).sort()).toEqual(['certificate.issued', 'course.completed', 'user.created']);
    expect(bodies.find((body) => body.type === 'course.completed').data).toMatchObject({ courseId, courseSlug: 'kubernetes-fundamentals' });
    expect(bodies.find((body) => body.type === 'certificate.issued').data).toMatchObject({
      kind: 'course',
      itemId: courseId,
      title: 'Kubernetes Fundamentals',
      url: expect.stringMatching(/\/certificates\/\S+$/),
    });
  });

  it('is replayed by an administrator as a new delivery with the same webhook-id, audited; another portal cannot replay it', async () => {
    const [original] = await eventsFor('hooked@example.com');
    const replay = await admin('POST', `/api/admin/webhook-deliveries/${original.id}/replay`);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ eventId: original.eventId, status: 'pending', attempts: 0 });
    expect(replay.body.data.id).not.toBe(original.id);
    await a.app.webhooks.deliverDue();
    const got = received.filter((entry) => entry.id === original.eventId);
    expect(got).toHaveLength(2);
    expect(got[1].body).toBe(got[0].body);
    expect(verify(secret, got[1])).toBe(true);
    const audits = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, original.id), eq(auditLog.action, 'webhook.replay')));
    expect(audits).toHaveLength(1);

    const springAdmin = await adminCaller(a, 'spring', 'spring-webhook-admin@example.com');
    const elsewhere = await springAdmin('POST', `/api/admin/webhook-deliveries/${original.id}/replay`);
    expect(elsewhere.status).toBe(404);
    expect((await springAdmin('GET', '/api/admin/webhook-deliveries')).body.data.result.totalElements).toBe(0);
    expect((await springAdmin('DELETE', `/api/admin/webhooks/${endpointId}`)).status).toBe(404);
  });

  it('is refused at connection time by a replica without the setting, even for an endpoint registered with it', async () => {
    await newUser('rebound@example.com');
    const [queued] = await eventsFor('rebound@example.com');
    await strict.app.webhooks.deliverDue();
    expect((await deliveriesOf([queued.eventId]))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      error: expect.stringContaining('private or loopback'),
    });
    expect(received.filter((entry) => entry.id === queued.eventId)).toHaveLength(0);
  });

  it('leaves with the learner: deleting the account erases the events about it, delivered or not', async () => {
    const leaver = await signedInLearner(a, 'kube', 'leaver@example.com');
    expect(await eventsFor('leaver@example.com')).toHaveLength(1);
    const deleted = await callerFor(a, 'kube', leaver.token)('DELETE', '/api/user/account', {
      payload: { confirmation: 'leaver@example.com' },
    });
    expect(deleted.status).toBe(200);
    expect(await eventsFor('leaver@example.com')).toEqual([]);
  });

  it('stops with its endpoint: a removed endpoint takes its deliveries with it, audited', async () => {
    const removed = await admin('DELETE', `/api/admin/webhooks/${endpointId}`);
    expect(removed.status).toBe(200);
    expect(await a.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).toEqual([]);
    await newUser('after-removal@example.com');
    expect(await eventsFor('after-removal@example.com')).toEqual([]);
    const [audit] = await a.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, endpointId), eq(auditLog.action, 'webhook.delete')));
    expect(audit).toBeDefined();
  });
});
