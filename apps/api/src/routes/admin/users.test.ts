import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { changeAccess } from '../../services/admin/users';
import { adminCaller, auditTrail, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Caller;
let adminId: string;
const FIRST_NAMES = [
  'zoe',
  'Yann',
  'xavier',
  'Wanda',
  'victor',
  'Uma',
  'tom',
  'Sara',
  'rita',
  'Quinn',
  'paul',
  'Olga',
  'nina',
  'Mona',
  'liam',
  'Kai',
  'jane',
  'Ivan',
  'hugo',
  'Gwen',
  'fred',
  'Eve',
  'dan',
  'Cleo',
  'bob',
];
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t, 'kube');
  [{ id: adminId }] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, 'kube'), eq(users.login, 'admin@example.com')));
  await t.database.db.insert(users).values(
    FIRST_NAMES.map((firstName, index) => ({
      tenantId: 'kube',
      subject: `subject-${index}`,
      login: `${firstName.toLowerCase()}@kube.example`,
      firstName,
      lastName: index % 2 ? 'Percent%Sign' : 'Stone',
    })),
  );
  await t.database.db
    .insert(users)
    .values({ tenantId: 'spring', subject: 'spring-1', login: 'aaron@spring.example', firstName: 'Aaron', lastName: 'Stone' });
});
afterAll(() => t.close());

type Page = {
  content: { firstName: string; login: string; userId: string; isAdmin: boolean; isPro: boolean }[];
  totalElements: number;
  pageNumber: number;
  pageSize: number;
};
const search = async (payload: object): Promise<Page> => {
  const response = await admin('POST', '/api/admin/users/search', { payload });
  expect(response.status).toBe(200);
  return response.body.data.result;
};
const idOf = async (login: string) => (await t.database.db.select().from(users).where(eq(users.login, login)))[0].id;

describe('users search', () => {
  it("pages the portal's users 20 at a time, zero-based, by first name ascending", async () => {
    const first = await search({});
    expect(first).toMatchObject({ totalElements: 26, pageNumber: 0, pageSize: 20 });
    const sorted = [...FIRST_NAMES, 'Test'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(first.content.map((user) => user.firstName)).toEqual(sorted.slice(0, 20));
    const second = await search({ pageNumber: 1 });
    expect(second.content.map((user) => user.firstName)).toEqual(sorted.slice(20));
    expect((await search({ pageNumber: 2 })).content).toEqual([]);
    expect(first.content.every((user) => user.login.endsWith('.example') || user.login === 'admin@example.com')).toBe(true);
  });

  it('sorts by another field and direction', async () => {
    const page = await search({ sortBy: 'login', sortDir: 'desc', pageSize: 3 });
    expect(page.content.map((user) => user.login)).toEqual(['zoe@kube.example', 'yann@kube.example', 'xavier@kube.example']);
  });

  it('searches login, first and last name case-insensitively, wildcards taken literally', async () => {
    expect((await search({ searchValue: 'ZOE' })).content.map((user) => user.login)).toEqual(['zoe@kube.example']);
    expect((await search({ searchValue: 'stone' })).totalElements).toBe(13);
    expect((await search({ searchValue: 'T%S' })).totalElements).toBe(12);
    expect((await search({ searchValue: '_' })).totalElements).toBe(0);
    expect((await search({ searchValue: 'kube.EXAMPLE', pageSize: 5 })).totalElements).toBe(25);
    expect((await search({ searchValue: 'aaron' })).totalElements).toBe(0);
  });

  it.each([
    [{ pageNumber: -1 }, 'body.pageNumber'],
    [{ pageSize: 0 }, 'body.pageSize'],
    [{ sortBy: 'password' }, 'body.sortBy'],
    [{ sortDir: 'up' }, 'body.sortDir'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await admin('POST', '/api/admin/users/search', { payload });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe(field);
  });
});

describe('toggle access', () => {
  it('grants and removes admin and pro rights, recording each change', async () => {
    const zoe = await idOf('zoe@kube.example');
    const granted = await admin('GET', `/api/admin/toggle-access/${zoe}?toggle=true`);
    expect(granted.body.data).toMatchObject({
      message: 'Administrator access granted to zoe@kube.example',
      user: { userId: zoe, isAdmin: true, isPro: false },
    });
    expect((await admin('GET', `/api/admin/toggle-access/${zoe}?pro=true`)).body.data.user).toMatchObject({ isAdmin: true, isPro: true });
    const removed = await admin('GET', `/api/admin/toggle-access/${zoe}?toggle=false`);
    expect(removed.body.data).toMatchObject({
      message: 'Administrator access removed from zoe@kube.example',
      user: { isAdmin: false, isPro: true },
    });
    expect((await admin('GET', `/api/admin/toggle-access/${zoe}?toggle=false`)).status).toBe(200);

    const audits = await auditTrail(t, zoe);
    expect(audits.map((row) => row.action)).toEqual(['user.admin-grant', 'user.pro-grant', 'user.admin-revoke']);
    expect(audits[2]).toMatchObject({
      actorUserId: adminId,
      before: { login: 'zoe@kube.example', isAdmin: true, isPro: true },
      after: { login: 'zoe@kube.example', isAdmin: false, isPro: true },
    });
  });

  it('refuses to remove your own admin right', async () => {
    const response = await admin('GET', `/api/admin/toggle-access/${adminId}?toggle=false`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].errorMessage).toBe('You cannot remove your own administrator right; ask another administrator');
    expect((await t.database.db.select().from(users).where(eq(users.id, adminId)))[0].isAdmin).toBe(true);
  });

  it('never leaves the portal without an admin when its two admins remove each other at once', async () => {
    const tanzu = async (email: string) => {
      const caller = await adminCaller(t, 'tanzu', email);
      return {
        caller,
        id: (
          await t.database.db
            .select()
            .from(users)
            .where(and(eq(users.tenantId, 'tanzu'), eq(users.login, email)))
        )[0].id,
      };
    };
    const [one, two] = [await tanzu('one@example.com'), await tanzu('two@example.com')];
    const tanzuAdmins = () =>
      t.database.db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, 'tanzu'), eq(users.isAdmin, true)));

    // Through HTTP the loser may be stopped by the role check (403) or inside the transaction (400).
    const results = await Promise.all([
      one.caller('GET', `/api/admin/toggle-access/${two.id}?toggle=false`),
      two.caller('GET', `/api/admin/toggle-access/${one.id}?toggle=false`),
    ]);
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect([400, 403]).toContain(results.find((result) => result.status !== 200)!.status);
    const [survivor] = await tanzuAdmins();
    expect(await tanzuAdmins()).toHaveLength(1);

    // Both past the role check: the locked count inside the transaction decides.
    const demoted = survivor.id === one.id ? two : one;
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, demoted.id));
    const actor = (id: string) => ({ userId: id, tokenId: null, label: id, firstName: 'Test' });
    const revoke = { right: 'admin' as const, grant: false };
    const outcomes = await Promise.allSettled([
      changeAccess(t.database.db, 'tanzu', two.id, revoke, actor(one.id)),
      changeAccess(t.database.db, 'tanzu', one.id, revoke, actor(two.id)),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 400, message: 'The last administrator of the portal cannot be removed' });
    expect(await tanzuAdmins()).toHaveLength(1);
  });

  it("refuses another portal's user, a missing user and an unclear query", async () => {
    const aaron = await idOf('aaron@spring.example');
    expect((await admin('GET', `/api/admin/toggle-access/${aaron}?toggle=true`)).status).toBe(404);
    expect((await t.database.db.select().from(users).where(eq(users.id, aaron)))[0].isAdmin).toBe(false);
    const zoe = await idOf('zoe@kube.example');
    for (const query of ['', '?toggle=true&pro=true', '?toggle=yes', '?pro=1']) {
      const response = await admin('GET', `/api/admin/toggle-access/${zoe}${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await admin('GET', '/api/admin/toggle-access/not-an-id?toggle=true')).status).toBe(400);
  });
});
