import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { adminToken } from '../../test/admin-token';
import { callerFor } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Two replicas of the API on one database (decision 050): an account deactivated on one is refused
 * on the other's next request, though that one had just read the user row (on PGlite, the process's
 * cached row; on PostgreSQL, the batched read of every request).
 */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, a.database);
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

const userIdOf = async (login: string) =>
  (
    await a.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 'kube'), eq(users.login, login)))
  )[0].id;

describe('deactivation across replicas', () => {
  it("refuses a learner's access token and an administrator's personal access token on the other replica at once", async () => {
    const adminOnA = callerFor(a, 'kube', (await signedInLearner(a, 'kube', 'replica-admin@example.com', { isAdmin: true })).token);
    const learnerOnB = callerFor(b, 'kube', (await signedInLearner(a, 'kube', 'replica-learner@example.com')).token);
    const { token } = await adminToken(a, 'kube', 'replica script', ['users:read']);
    const scriptOnB = callerFor(b, 'kube', token);
    const [creator] = await a.database.db.select().from(users).where(eq(users.login, 'token-creator-1@example.com'));

    expect((await learnerOnB('GET', '/api/user/getUserDetails')).status).toBe(200);
    expect((await scriptOnB('POST', '/api/admin/users/search', { payload: {} })).status).toBe(200);

    expect((await adminOnA('POST', `/api/admin/users/${await userIdOf('replica-learner@example.com')}/deactivate`)).status).toBe(200);
    expect((await adminOnA('POST', `/api/admin/users/${creator.id}/deactivate`)).status).toBe(200);

    expect((await learnerOnB('GET', '/api/user/getUserDetails')).status).toBe(401);
    expect((await scriptOnB('POST', '/api/admin/users/search', { payload: {} })).status).toBe(401);

    const otherOnB = callerFor(b, 'kube', (await signedInLearner(a, 'kube', 'replica-other@example.com')).token);
    expect((await otherOnB('GET', '/api/user/getUserDetails')).status).toBe(200);
  });
});
