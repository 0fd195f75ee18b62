import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts } from '../../db/schema';
import { adminCaller, auditTrail, callerFor, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let kube: Caller;
let spring: Caller;
beforeAll(async () => {
  t = await createTestApp();
  kube = await adminCaller(t, 'kube');
  spring = await adminCaller(t, 'spring');
});
afterAll(() => t.close());

const hour = 3_600_000;
const input = { message: 'Cluster upgrade on Friday', actionText: 'Read the plan', actionUrl: 'https://example.com/plan', level: 'info' };
const auditOf = (id: string) => auditTrail(t, id);

describe('admin alerts', () => {
  it("creates an alert in the admin's portal with the author's first name, and reads it back", async () => {
    const created = await kube('POST', '/api/alerts/create', { payload: input });
    expect(created.status).toBe(200);
    const alert = created.body.data;
    expect(alert).toMatchObject({ ...input, tenantId: 'kube', firstName: 'Test', startsAt: null, endsAt: null });
    expect(alert.createdAt).toBe(alert.updatedAt);
    expect((await kube('GET', `/api/admin/alerts/${alert.id}`)).body.data).toEqual(alert);
    expect((await kube('GET', '/api/admin/alerts')).body.data.result).toContainEqual(alert);
    expect((await spring('GET', `/api/admin/alerts/${alert.id}`)).status).toBe(404);
    expect((await spring('GET', '/api/admin/alerts')).body.data.result).not.toContainEqual(expect.objectContaining({ id: alert.id }));
    const [audit] = await auditOf(alert.id);
    expect(audit).toMatchObject({
      tenantId: 'kube',
      action: 'alert.create',
      entityType: 'alert',
      actorLabel: 'admin@example.com',
      before: null,
      after: alert,
    });
  });

  it('refuses an alert for another portal with 403 and creates nothing', async () => {
    const before = await t.database.db.select().from(alerts);
    const response = await kube('POST', '/api/alerts/create', { payload: { ...input, tenantId: 'spring' } });
    expect(response.status).toBe(403);
    expect(response.body.errors[0].errorMessage).toBe(
      'You are managing the kube portal: an alert for spring must be made in the spring portal',
    );
    expect(await t.database.db.select().from(alerts)).toEqual(before);
    expect((await kube('POST', '/api/alerts/create', { payload: { ...input, tenantId: 'kube' } })).status).toBe(200);
  });

  it("edits an alert, keeping its author and clearing what the edit leaves out; another portal's admin cannot", async () => {
    const { data: alert } = (await kube('POST', '/api/alerts/create', { payload: input })).body;
    const edit = { message: 'Cluster upgrade moved to Monday', level: 'success' };
    expect((await spring('PUT', `/api/admin/alerts/${alert.id}`, { payload: edit })).status).toBe(404);
    expect((await kube('PUT', `/api/admin/alerts/${alert.id}`, { payload: { ...edit, tenantId: 'tanzu' } })).status).toBe(403);
    const updated = await kube('PUT', `/api/admin/alerts/${alert.id}`, { payload: edit });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      ...edit,
      id: alert.id,
      actionText: null,
      actionUrl: null,
      firstName: 'Test',
      createdAt: alert.createdAt,
    });
    expect(new Date(updated.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(alert.updatedAt).getTime());
    const [, audit] = await auditOf(alert.id);
    expect(audit).toMatchObject({ action: 'alert.update', before: alert, after: updated.body.data });
    expect((await kube('PUT', '/api/admin/alerts/00000000-0000-4000-8000-000000000000', { payload: edit })).status).toBe(404);
  });

  it('replicates an alert as a new one', async () => {
    const { data: original } = (await kube('POST', '/api/alerts/create', { payload: input })).body;
    const { id: _, createdAt: __, updatedAt: ___, firstName: ____, ...copy } = original;
    const replica = (await kube('POST', '/api/alerts/create', { payload: copy })).body.data;
    expect(replica.id).not.toBe(original.id);
    expect(replica).toMatchObject(copy);
  });

  it('keeps start and end times: a scheduled alert is listed for admins but not shown yet', async () => {
    const startsAt = new Date(Date.now() + hour).toISOString();
    const endsAt = new Date(Date.now() + 2 * hour).toISOString();
    const { data: scheduled } = (await kube('POST', '/api/alerts/create', { payload: { ...input, message: 'Later', startsAt, endsAt } }))
      .body;
    expect(scheduled).toMatchObject({ startsAt, endsAt });
    const shown = (await callerFor(t, 'kube')('GET', '/api/alerts')).body.data.result;
    expect(shown.map((alert: { id: string }) => alert.id)).not.toContain(scheduled.id);
    const backwards = await kube('POST', '/api/alerts/create', { payload: { ...input, startsAt: endsAt, endsAt: startsAt } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toContainEqual({
      code: 'VALIDATION_FAILED',
      errorMessage: 'body.endsAt: End time must be after the start time',
      field: 'body.endsAt',
    });
  });

  it.each([
    [{ ...input, message: '' }, 'body.message'],
    [{ ...input, level: 'danger' }, 'body.level'],
    [{ ...input, actionUrl: 'javascript:alert(1)' }, 'body.actionUrl'],
    [{ ...input, tenantId: 'elsewhere' }, 'body.tenantId'],
    [{ ...input, startsAt: 'tomorrow' }, 'body.startsAt'],
  ])('refuses a bad alert %j naming %s', async (payload, field) => {
    const response = await kube('POST', '/api/alerts/create', { payload });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('deletes one or all checked alerts of its own portal, all or none', async () => {
    const ids: string[] = [];
    for (const message of ['first to go', 'second to go', 'third to go'])
      ids.push((await kube('POST', '/api/alerts/create', { payload: { ...input, message } })).body.data.id);
    const springAlert = (await spring('POST', '/api/alerts/create', { payload: input })).body.data;
    const mixed = await kube('DELETE', '/api/admin/alerts', { payload: [ids[0], springAlert.id] });
    expect(mixed.status).toBe(404);
    expect((await kube('GET', `/api/admin/alerts/${ids[0]}`)).status).toBe(200);
    expect((await spring('GET', `/api/admin/alerts/${springAlert.id}`)).status).toBe(200);

    expect((await kube('DELETE', '/api/admin/alerts', { payload: [ids[0]] })).body.data).toEqual({
      message: 'The alert was deleted',
      deleted: 1,
    });
    expect((await kube('DELETE', '/api/admin/alerts', { payload: [ids[1], ids[2]] })).body.data).toEqual({
      message: '2 alerts were deleted',
      deleted: 2,
    });
    for (const id of ids) expect((await kube('GET', `/api/admin/alerts/${id}`)).status).toBe(404);
    const [, deletion] = await auditOf(ids[1]);
    expect(deletion).toMatchObject({
      action: 'alert.delete',
      after: null,
      before: expect.objectContaining({ id: ids[1], message: 'second to go' }),
    });

    expect((await kube('DELETE', '/api/admin/alerts', { payload: [] })).status).toBe(400);
    expect((await kube('DELETE', '/api/admin/alerts', { payload: ['not-an-id'] })).status).toBe(400);
  });
});
