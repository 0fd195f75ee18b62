import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@academy/shared';
import { mailMessages } from '../../db/schema';
import { adminToken } from '../../test/admin-token';
import { adminCaller, callerFor, type Caller } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

/** GET /api/admin/outbox: the portal's mail searched, filtered and paged by the server. */
let t: TestApp;
let admin: Caller;

const message = (index: number, values: Partial<typeof mailMessages.$inferInsert> = {}) => ({
  tenantId: 'kube',
  kind: 'contact' as const,
  fromAddress: '"Kube Academy" <no-reply@kube.academy.test>',
  toAddress: 'contact@kube.academy.test',
  subject: `[Kube Academy contact] Question ${index}`,
  body: `Message number ${index}`,
  transport: 'outbox' as const,
  status: 'kept' as const,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
  ...values,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t, 'kube', 'outbox-admin@example.com');
  await t.database.db.insert(mailMessages).values([
    ...Array.from({ length: 25 }, (_, index) => message(index)),
    message(30, {
      kind: 'verification',
      subject: 'Your code',
      body: 'Your code is 482913',
      transport: 'smtp',
      status: 'sent',
      attempts: 1,
    }),
    message(31, { kind: 'verification', subject: 'Kept code', body: 'Your code is 771204' }),
    message(32, {
      subject: 'Bug 50% off_sale',
      replyTo: '"Ada" <ada@example.com>',
      transport: 'smtp',
      status: 'pending',
      attempts: 2,
      error: '451 try later',
    }),
    message(33, { tenantId: 'spring', subject: 'Spring only question' }),
  ]);
});
afterAll(() => t.close());

const page = async (query = '') => {
  const response = await admin('GET', `/api/admin/outbox${query}`);
  expect(response.status).toBe(200);
  return response.body.data.result as { content: OutboxMessage[]; totalElements: number; pageNumber: number; pageSize: number };
};

describe('GET /api/admin/outbox', () => {
  it("pages the portal's mail newest first, 20 to a page by default", async () => {
    const first = await page();
    expect(first).toMatchObject({ totalElements: 28, pageNumber: 0, pageSize: 20 });
    expect(first.content).toHaveLength(20);
    expect(first.content[0].subject).toBe('Bug 50% off_sale');
    const last = await page('?pageNumber=1');
    expect(last.content).toHaveLength(8);
    expect(last.content.at(-1)!.subject).toBe('[Kube Academy contact] Question 0');
    expect((await page('?pageSize=5&pageNumber=5')).content).toHaveLength(3);
  });

  it('searches subject, addresses and text case-insensitively, with % and _ taken literally', async () => {
    expect((await page('?q=QUESTION%2012')).content.map((item) => item.subject)).toEqual(['[Kube Academy contact] Question 12']);
    expect((await page('?q=number%2024')).totalElements).toBe(1);
    expect((await page('?q=ada%40example')).content.map((item) => item.subject)).toEqual(['Bug 50% off_sale']);
    expect((await page('?q=50%25%20off_')).totalElements).toBe(1);
    expect((await page('?q=5_%25')).totalElements).toBe(0);
  });

  it('never finds a code that went out by SMTP by its digits, and masks it; a kept code stays readable', async () => {
    expect((await page('?q=482913')).totalElements).toBe(0);
    const codes = (await page('?q=Your%20code')).content;
    expect(codes.find((item) => item.subject === 'Your code')?.body).toBe('Your code is ••••••');
    expect((await page('?q=771204')).content.map((item) => item.body)).toEqual(['Your code is 771204']);
  });

  it('filters by status and kind, and shows the tries of a pending message', async () => {
    const pending = await page('?status=pending');
    expect(pending.content).toHaveLength(1);
    expect(pending.content[0]).toMatchObject({ attempts: 2, lastError: '451 try later', status: 'pending' });
    expect((await page('?kind=verification')).totalElements).toBe(2);
    expect((await page('?kind=verification&status=kept')).totalElements).toBe(1);
  });

  it("shows no other portal's mail", async () => {
    expect((await page('?q=Spring%20only')).totalElements).toBe(0);
    const springAdmin = await adminCaller(t, 'spring', 'spring-outbox@example.com');
    const spring = (await springAdmin('GET', '/api/admin/outbox')).body.data.result;
    expect(spring.content.map((item: OutboxMessage) => item.subject)).toEqual(['Spring only question']);
  });

  it.each([
    ['a page size over 100', '?pageSize=101', 'querystring.pageSize'],
    ['a negative page', '?pageNumber=-1', 'querystring.pageNumber'],
    ['an unknown status', '?status=lost', 'querystring.status'],
    ['an unknown kind', '?kind=spam', 'querystring.kind'],
    ['a search over 200 characters', `?q=${'x'.repeat(201)}`, 'querystring.q'],
    ['a control character in the search', '?q=a%00b', 'querystring.q'],
  ])('refuses %s with a 400 naming the field', async (_case, query, field) => {
    const response = await admin('GET', `/api/admin/outbox${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { field?: string }) => error.field)).toContain(field);
  });

  it('refuses visitors (401), learners and personal access tokens (403)', async () => {
    expect((await callerFor(t, 'kube')('GET', '/api/admin/outbox')).status).toBe(401);
    const learner = await signedInLearner(t, 'kube', 'outbox-learner@example.com');
    expect((await learner.call('GET', '/api/admin/outbox')).status).toBe(403);
    const { token } = await adminToken(t, 'kube', 'Outbox bot', ['alerts:write', 'users:read', 'content:write']);
    expect((await callerFor(t, 'kube', token)('GET', '/api/admin/outbox')).status).toBe(403);
  });
});
