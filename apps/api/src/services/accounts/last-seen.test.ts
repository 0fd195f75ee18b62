import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastSeen = async (login: string) =>
  (await t.database.db.select({ at: users.lastSeenAt }).from(users).where(eq(users.login, login)))[0].at;

describe('last seen (issue 17)', () => {
  it('is written by a signed-in request, at most once a minute', async () => {
    const ada = await signedInLearner(t, 'kube', 'ada@example.com');
    await t.database.db.update(users).set({ lastSeenAt: null }).where(eq(users.login, 'ada@example.com'));
    expect((await ada.call('GET', '/api/user/getUserDetails')).status).toBe(200);
    const first = await lastSeen('ada@example.com');
    expect(first).toBeInstanceOf(Date);

    expect((await ada.call('GET', '/api/user/getUserDetails')).status).toBe(200);
    expect(await lastSeen('ada@example.com')).toEqual(first);

    const twoMinutesAgo = new Date(first!.getTime() - 120_000);
    await t.database.db.update(users).set({ lastSeenAt: twoMinutesAgo }).where(eq(users.login, 'ada@example.com'));
    await ada.call('GET', '/api/user/getUserDetails');
    expect((await lastSeen('ada@example.com'))!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
  });
});
