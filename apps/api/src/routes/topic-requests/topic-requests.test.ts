import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopicRequest } from '@academy/shared';
import { topicRequests } from '../../db/schema';
import { adminToken } from '../../test/admin-token';
import { adminCaller, auditTrail, callerFor, type Caller } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TOPIC_REQUEST_THANKS } from './topic-request-form-routes';

/** Anyone requests a topic; the portal's admins read, search and handle the requests in an inbox. */
let t: TestApp;
let admin: Caller;
const visitor = (tenant: 'kube' | 'spring' = 'kube') => callerFor(t, tenant);

beforeAll(async () => {
  t = await createTestApp({ ANONYMOUS_TOPIC_REQUESTS_PER_HOUR: '1000' });
  admin = await adminCaller(t, 'kube', 'topics-admin@example.com');
});
afterAll(() => t.close());

async function request(topic: string, details = '', caller: Caller = visitor()) {
  const response = await caller('POST', '/api/topic-requests', { payload: { topic, details } });
  expect(response.status).toBe(200);
  return response.body.data.id as string;
}
async function inbox(query = '', caller: Caller = admin) {
  const response = await caller('GET', `/api/admin/topic-requests${query}`);
  expect(response.status).toBe(200);
  return response.body.data as { result: { content: TopicRequest[]; totalElements: number }; openCount: number };
}

describe('POST /api/topic-requests', () => {
  it("keeps a visitor's request with nothing about the visitor, and a learner's with the learner", async () => {
    const response = await visitor()('POST', '/api/topic-requests', {
      payload: { topic: '  Underwater basket weaving  ', details: 'With kubectl, please' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: expect.any(String), message: TOPIC_REQUEST_THANKS });
    const [stored] = await t.database.db.select().from(topicRequests).where(eq(topicRequests.id, response.body.data.id));
    expect(stored).toMatchObject({
      tenantId: 'kube',
      topic: 'Underwater basket weaving',
      details: 'With kubectl, please',
      userId: null,
      handledAt: null,
    });

    const learner = await signedInLearner(t, 'kube', 'curious@example.com');
    const id = await request('eBPF for beginners', '', callerFor(t, 'kube', learner.token));
    const listed = (await inbox('?q=eBPF')).result.content.find((item) => item.id === id);
    expect(listed?.requester).toEqual({ name: 'Test Learner', email: 'curious@example.com' });
  });

  it.each([
    ['no topic', { details: 'x' }, 'Topic is a required field'],
    ['a blank topic', { topic: '   ' }, 'Topic is a required field'],
    ['a one-letter topic', { topic: 'k' }, 'Topic must be at least 2 characters'],
    ['a topic over 200 characters', { topic: 't'.repeat(201) }, 'Topic must be at most 200 characters'],
    ['a control character', { topic: 'helm\u0000charts' }, 'Topic must not contain control characters'],
    ['details over 2000 characters', { topic: 'Helm', details: 'd'.repeat(2_001) }, 'Details must be at most 2000 characters'],
  ])('refuses %s with a 400 and keeps nothing', async (_case, payload, text) => {
    const before = (await t.database.db.select().from(topicRequests)).length;
    const response = await visitor()('POST', '/api/topic-requests', { payload });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { errorMessage: string }) => error.errorMessage).join(' ')).toContain(text);
    expect((await t.database.db.select().from(topicRequests)).length).toBe(before);
  });

  it('limits anonymous requests per address and hour with a 429 and Retry-After', async () => {
    const limited = await createTestApp({ ANONYMOUS_TOPIC_REQUESTS_PER_HOUR: '2' }, t.database);
    try {
      // An address of its own: the counters live in the shared database.
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/topic-requests',
          remoteAddress: '203.0.113.9',
          headers: { host: 'tanzu.localhost' },
          payload: { topic: 'Rate limited topic' },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ success: false, errors: [{ code: 'RATE_LIMITED' }] });
      const kept = await t.database.db.select().from(topicRequests).where(eq(topicRequests.topic, 'Rate limited topic'));
      expect(kept).toHaveLength(2);
    } finally {
      await limited.app.close();
    }
  });
});

describe('the inbox of topic requests', () => {
  it('lists the open requests newest first, searches topic and details, and pages', async () => {
    await request('Service mesh with Istio');
    await request('Operators', 'how to write an ISTIO operator');
    await request('50% faster builds');
    const found = await inbox('?q=istio');
    expect(found.result.content.map((item) => item.topic)).toEqual(['Operators', 'Service mesh with Istio']);
    expect((await inbox('?q=50%25')).result.totalElements).toBe(1);
    expect((await inbox('?q=5_')).result.totalElements).toBe(0);
    const all = await inbox();
    expect(all.openCount).toBe(all.result.totalElements);
    const second = await inbox('?pageSize=2&pageNumber=1');
    expect(second.result.content.map((item) => item.id)).toEqual(all.result.content.slice(2, 4).map((item) => item.id));
  });

  it('marks a request handled with who did it, records it in the audit log, and opens it again', async () => {
    const id = await request('GitOps with Flux');
    const handled = await admin('PUT', `/api/admin/topic-requests/${id}`, { payload: { handled: true } });
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({
      id,
      topic: 'GitOps with Flux',
      handledBy: 'topics-admin@example.com',
      handledAt: expect.any(String),
    });
    expect((await inbox('?q=Flux')).result.totalElements).toBe(0);
    expect((await inbox('?q=Flux&status=handled')).result.content.map((item) => item.id)).toEqual([id]);
    expect((await inbox('?q=Flux&status=all')).result.totalElements).toBe(1);

    const again = await admin('PUT', `/api/admin/topic-requests/${id}`, { payload: { handled: true } });
    expect(again.body.data.handledAt).toBe(handled.body.data.handledAt);
    const reopened = await admin('PUT', `/api/admin/topic-requests/${id}`, { payload: { handled: false } });
    expect(reopened.body.data).toMatchObject({ handledAt: null, handledBy: null });
    expect((await auditTrail(t, id)).map((row) => row.action)).toEqual(['topic-request.handle', 'topic-request.reopen']);
  });

  it("keeps each portal's requests to its own admins", async () => {
    const springId = await request('Spring only topic', '', visitor('spring'));
    expect((await inbox('?q=Spring%20only')).result.totalElements).toBe(0);
    const refused = await admin('PUT', `/api/admin/topic-requests/${springId}`, { payload: { handled: true } });
    expect(refused.status).toBe(404);
    const [stored] = await t.database.db.select().from(topicRequests).where(eq(topicRequests.id, springId));
    expect(stored.handledAt).toBeNull();
    const springAdmin = await adminCaller(t, 'spring', 'spring-topics@example.com');
    expect((await inbox('', springAdmin)).result.content.map((item) => item.topic)).toEqual(['Spring only topic']);
  });

  it('refuses visitors (401), learners and personal access tokens (403) on both calls', async () => {
    const id = await request('Refused callers');
    const learner = await signedInLearner(t, 'kube', 'not-an-admin@example.com');
    const { token } = await adminToken(t, 'kube', 'Inbox bot', ['alerts:write', 'users:read', 'content:write']);
    for (const [caller, status] of [
      [visitor(), 401],
      [callerFor(t, 'kube', learner.token), 403],
      [callerFor(t, 'kube', token), 403],
    ] as const) {
      expect((await caller('GET', '/api/admin/topic-requests')).status).toBe(status);
      expect((await caller('PUT', `/api/admin/topic-requests/${id}`, { payload: { handled: true } })).status).toBe(status);
    }
    const [stored] = await t.database.db.select().from(topicRequests).where(eq(topicRequests.id, id));
    expect(stored.handledAt).toBeNull();
  });

  it.each([
    ['GET', '/api/admin/topic-requests?status=closed', undefined, 'querystring.status'],
    ['GET', '/api/admin/topic-requests?pageSize=500', undefined, 'querystring.pageSize'],
    ['PUT', '/api/admin/topic-requests/not-an-id', { handled: true }, 'params.id'],
    ['PUT', '/api/admin/topic-requests/00000000-0000-4000-8000-000000000000', { handled: 'yes' }, 'body.handled'],
  ] as const)('refuses %s %s with a 400 naming the field', async (method, url, payload, field) => {
    const response = await admin(method, url, { payload });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { field?: string }) => error.field)).toContain(field);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect(
      (await admin('PUT', '/api/admin/topic-requests/00000000-0000-4000-8000-000000000000', { payload: { handled: true } })).status,
    ).toBe(404);
  });
});

describe('searches that found nothing', () => {
  it('carry the count of open requests the inbox finds for them', async () => {
    const query = 'quantum kubelet';
    const search = await visitor()('GET', `/api/search?q=${encodeURIComponent(query)}`);
    expect(search.body.data.total).toBe(0);
    await request('Quantum kubelet tuning');
    const handled = await request('Quantum Kubelet again');
    await admin('PUT', `/api/admin/topic-requests/${handled}`, { payload: { handled: true } });
    const stats = (await admin('GET', '/api/admin/search-queries')).body.data;
    expect(stats.zeroResults).toContainEqual(expect.objectContaining({ query, misses: 1, openRequests: 1 }));
    expect((await inbox(`?q=${encodeURIComponent(query)}`)).result.totalElements).toBe(1);
  });
});
