import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signedInLearner } from '../test/learner';
import { createTestApp, type TestApp } from '../test/test-app';
import { findUserBySubject } from '../services/accounts/user-account';
import { createUserLookup } from './user-lookup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subjectOf = async (login: string) =>
  (await t.database.db.select({ subject: users.subject }).from(users).where(eq(users.login, login)))[0].subject;

describe('the user a signed-in request reads (kept in the PGlite process between changes)', () => {
  it('shows a change made by any statement on the next request, however often the row was read before', async () => {
    const ada = await signedInLearner(t, 'kube', 'ada-rights@example.com');
    const details = async () =>
      ((await ada.call('GET', '/api/user/getUserDetails')).body as { data: { isAdmin: boolean; isPro: boolean } }).data;
    expect(await details()).toMatchObject({ isAdmin: false });
    expect(await details()).toMatchObject({ isAdmin: false });

    // Not through the academy's own code: an operator's SQL, as a restore or a support fix would run it.
    await t.database.db.execute(`update users set is_admin = true, is_pro = true where login = 'ada-rights@example.com'`);
    expect(await details()).toMatchObject({ isAdmin: true, isPro: true });

    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.login, 'ada-rights@example.com'));
    expect(await details()).toMatchObject({ isAdmin: false, isPro: true });
  });

  it('forgets a deleted user at once', async () => {
    const bo = await signedInLearner(t, 'kube', 'bo-gone@example.com');
    const favourites = '/api/favorite/userDashboard/favorites';
    expect((await bo.call('GET', favourites)).status).toBe(200);
    await t.database.db.delete(users).where(eq(users.login, 'bo-gone@example.com'));
    expect((await bo.call('GET', favourites)).status).toBe(403);
  });

  it('does not keep a row read while a change to it was committing', async () => {
    await signedInLearner(t, 'kube', 'cy-race@example.com');
    const subject = await subjectOf('cy-race@example.com');
    const rename = (firstName: string) => t.database.db.update(users).set({ firstName }).where(eq(users.login, 'cy-race@example.com'));
    // The row is read, then changed before the read's answer reaches the cache: the worst interleaving, made certain.
    let changeDuringRead = true;
    const find = await createUserLookup(t.database, async (db, tenantId, sub) => {
      const row = await findUserBySubject(db, tenantId, sub);
      if (changeDuringRead) await rename('Cy renamed');
      return row;
    });
    expect((await find('kube', subject))?.firstName).toBe('Test');
    changeDuringRead = false;
    expect((await find('kube', subject))?.firstName).toBe('Cy renamed');
  });
});
