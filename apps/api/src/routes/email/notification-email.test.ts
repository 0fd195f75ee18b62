import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailVerifications, notificationEmails } from '../../db/schema';
import { adminCaller, auditTrail, type Caller } from '../../test/caller';
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

const add = (caller: Caller, email: string, type = 'contact') =>
  caller('POST', `/api/email/addEmail?emailType=${type}`, { headers: { emailId: email } });
const list = async (caller: Caller, query = '') =>
  (await caller('GET', `/api/email${query}`)).body.data.result as { email: string; type: string; isEmailVerified: boolean }[];
const auditsOf = async (id: string) => (await auditTrail(t, id)).map((row) => row.action);

describe('Manage Emails', () => {
  it('adds addresses per type, normalised, unverified, and lists them by type', async () => {
    const added = await add(kube, '  Team@Kube.Example ');
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      message: 'team@kube.example was added; verify it to receive contact messages',
      result: { email: 'team@kube.example', type: 'contact', tenantId: 'kube', isEmailVerified: false },
    });
    expect((await add(kube, 'team@kube.example', 'feedback')).status).toBe(200);
    expect((await list(kube, '?type=contact')).map((item) => item.email)).toEqual(['team@kube.example']);
    expect((await list(kube)).map((item) => `${item.type}:${item.email}`)).toEqual([
      'contact:team@kube.example',
      'feedback:team@kube.example',
    ]);
    expect(await list(spring)).toEqual([]);
    expect(await auditsOf(added.body.data.result.id)).toEqual(['email.add']);
  });

  it('refuses a duplicate with an errorMessage the screen can show', async () => {
    await add(kube, 'dup@kube.example');
    const again = await add(kube, 'DUP@kube.example');
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { code: 'BAD_REQUEST', errorMessage: 'dup@kube.example is already a contact address of this portal', field: 'headers.emailId' },
    ]);
    expect((await add(spring, 'dup@kube.example')).status).toBe(200);
  });

  it.each([
    ['POST', '/api/email/addEmail?emailType=contact', {}, 'headers.emailid'],
    ['POST', '/api/email/addEmail?emailType=contact', { emailId: 'not an address' }, 'headers.emailid'],
    ['POST', '/api/email/addEmail?emailType=sales', { emailId: 'a@b.example' }, 'querystring.emailType'],
    ['PUT', '/api/email?type=contact', { currentEmail: 'a@b.example' }, 'headers.newemail'],
    ['PUT', '/api/email?type=contact', { newEmail: 'a@b.example', currentEmail: 'nope' }, 'headers.currentemail'],
    ['DELETE', '/api/email?type=contact', {}, 'headers.email'],
    ['DELETE', '/api/email', { email: 'a@b.example' }, 'querystring.type'],
    ['GET', '/api/email?type=everything', {}, 'querystring.type'],
  ] as const)('%s %s with headers %j names %s', async (method, url, headers, field) => {
    const response = await kube(method, url, { headers });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('changes an address, which clears its verification and any pending code', async () => {
    const { id } = (await add(kube, 'old@kube.example')).body.data.result;
    await t.database.db.update(notificationEmails).set({ verifiedAt: new Date() }).where(eq(notificationEmails.id, id));
    await t.database.db
      .insert(emailVerifications)
      .values({ emailId: id, tenantId: 'kube', codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) });
    const headers = { currentEmail: 'old@kube.example', newEmail: 'New@kube.example' };
    expect((await spring('PUT', '/api/email?type=contact', { headers })).status).toBe(404);
    const changed = await kube('PUT', '/api/email?type=contact', { headers });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      message: 'The email was updated',
      result: { id, email: 'new@kube.example', isEmailVerified: false },
    });
    expect(await t.database.db.select().from(emailVerifications).where(eq(emailVerifications.emailId, id))).toEqual([]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'email.update'));
    expect(audit).toMatchObject({
      entityId: id,
      before: { email: 'old@kube.example', isEmailVerified: true },
      after: { email: 'new@kube.example', isEmailVerified: false },
    });

    const same = await kube('PUT', '/api/email?type=contact', {
      headers: { currentEmail: 'new@kube.example', newEmail: 'new@kube.example' },
    });
    expect(same.body.errors[0]).toEqual({
      code: 'BAD_REQUEST',
      errorMessage: 'The new email is the same as the current one',
      field: 'headers.newEmail',
    });
    await add(kube, 'taken@kube.example');
    const clash = await kube('PUT', '/api/email?type=contact', {
      headers: { currentEmail: 'new@kube.example', newEmail: 'taken@kube.example' },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors[0].field).toBe('headers.newEmail');
    expect(
      (await kube('PUT', '/api/email?type=feedback', { headers: { currentEmail: 'new@kube.example', newEmail: 'x@kube.example' } })).status,
    ).toBe(404);
  });

  it('deletes an address of its own portal and type', async () => {
    const { id } = (await add(kube, 'gone@kube.example', 'feedback')).body.data.result;
    expect((await spring('DELETE', '/api/email?type=feedback', { headers: { email: 'gone@kube.example' } })).status).toBe(404);
    expect((await kube('DELETE', '/api/email?type=contact', { headers: { email: 'gone@kube.example' } })).status).toBe(404);
    const removed = await kube('DELETE', '/api/email?type=feedback', { headers: { email: 'gone@kube.example' } });
    expect(removed.body.data).toEqual({ message: 'The email was deleted', deleted: 1 });
    expect((await list(kube, '?type=feedback')).map((item) => item.email)).not.toContain('gone@kube.example');
    expect(await auditsOf(id)).toEqual(['email.add', 'email.delete']);
  });
});
