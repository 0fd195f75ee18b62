import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { adminCaller, callerFor, type Caller } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let kube: Caller;
let spring: Caller;
let kubeAdminToken: string;
const alert = { message: 'Upgrade tonight', level: 'info' };
beforeAll(async () => {
  t = await createTestApp();
  kubeAdminToken = (await signedInLearner(t, 'kube', 'auditor@example.com', { isAdmin: true })).token;
  kube = callerFor(t, 'kube', kubeAdminToken);
  spring = await adminCaller(t, 'spring', 'auditor@example.com');
  for (const message of ['First', 'Second', 'Third'])
    expect((await kube('POST', '/api/alerts/create', { payload: { ...alert, message } })).status).toBe(200);
  expect(
    (await kube('POST', '/api/admin/generate-token', { payload: { name: 'Deploy bot', abilities: ['alerts:write'], expiresInDays: 7 } }))
      .status,
  ).toBe(200);
  expect((await spring('POST', '/api/alerts/create', { payload: { ...alert, message: 'Spring only' } })).status).toBe(200);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

describe('the audit log', () => {
  it("lists the portal's changes newest first, with who made them and what they were", async () => {
    const page = await kube('GET', '/api/admin/audit');
    expect(page.status).toBe(200);
    const entries = page.body.data.result.content;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'token.create',
      'alert.create',
      'alert.create',
      'alert.create',
    ]);
    expect(entries[1]).toMatchObject({
      actor: 'auditor@example.com',
      entityType: 'alert',
      before: null,
      after: { message: 'Third', tenantId: 'kube' },
    });
    expect(page.body.data.result.totalElements).toBe(4);
    expect(page.body.data.actions).toEqual(['alert.create', 'token.create']);
  });

  it("never shows another portal's entries", async () => {
    const entries = (await spring('GET', '/api/admin/audit')).body.data.result.content;
    expect(entries.map((entry: { after: { message?: string } }) => entry.after.message)).toEqual(['Spring only']);
  });

  it('filters by action or entity, by actor and by dates, and pages', async () => {
    const actions = async (query: string) => (await kube('GET', `/api/admin/audit?${query}`)).body.data.result;
    expect((await actions('action=token.create')).totalElements).toBe(1);
    expect((await actions('action=alert')).totalElements).toBe(3);
    expect((await actions('actor=AUDITOR')).totalElements).toBe(4);
    expect((await actions('actor=someone-else')).totalElements).toBe(0);
    expect((await actions(`from=${today()}&to=${today()}`)).totalElements).toBe(4);
    expect((await actions('to=2020-01-01')).totalElements).toBe(0);
    const second = await actions('pageSize=3&pageNumber=1');
    expect(second).toMatchObject({ totalElements: 4, pageNumber: 1, pageSize: 3 });
    expect(second.content).toHaveLength(1);
    expect(second.content[0].after.message).toBe('First');
  });

  it('refuses a filter it cannot read, in the envelope', async () => {
    const badAction = await kube('GET', '/api/admin/audit?action=DROP%20TABLE');
    expect(badAction.status).toBe(400);
    expect(badAction.body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'querystring.action' });
    const backwards = await kube('GET', '/api/admin/audit?from=2026-02-02&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'querystring.to' });
  });

  it('exports the filtered entries as a CSV download', async () => {
    const response = await t.app.inject({
      url: '/api/admin/audit/export?action=alert',
      headers: { host: 'kube.localhost:3000', authorization: `Bearer ${kubeAdminToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-kube-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('createdAt,actor,action,entityType,entityId,before,after');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',auditor@example.com,alert.create,alert,');
  });

  it('names the actor and the subject, a user by name and e-mail, anything else by its own name', async () => {
    await signedInLearner(t, 'kube', 'subject@example.com');
    const [subject] = await t.database.db.select().from(users).where(eq(users.login, 'subject@example.com'));
    expect((await kube('GET', `/api/admin/toggle-access/${subject.id}?pro=true`)).status).toBe(200);
    const entries = (await kube('GET', '/api/admin/audit')).body.data.result.content;
    expect(entries[0]).toMatchObject({
      action: 'user.pro-grant',
      actor: 'auditor@example.com',
      actorName: 'Test Learner (auditor@example.com)',
      subject: 'Test Learner (subject@example.com)',
      before: { isPro: false },
      after: { isPro: true },
    });
    expect(entries.find((entry: { action: string }) => entry.action === 'token.create').subject).toBe('Deploy bot');
    expect(entries.find((entry: { action: string }) => entry.action === 'alert.create').subject).toBe('Third');
  });

  it('is for admins only', async () => {
    const learner = callerFor(t, 'kube', (await signedInLearner(t, 'kube', 'learner@example.com')).token);
    expect((await learner('GET', '/api/admin/audit')).status).toBe(403);
    expect((await learner('GET', '/api/admin/audit/export')).status).toBe(403);
    expect((await callerFor(t, 'kube')('GET', '/api/admin/audit')).status).toBe(401);
  });
});
