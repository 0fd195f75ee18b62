import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseList, LearnerPage, PathList, TenantId } from '@academy/shared';
import { auditLog, passwordLinks, users } from '../../db/schema';
import { createAccount } from '../../identity/accounts';
import { DEACTIVATED_ACCOUNT } from '../../plugins/auth';
import { mailPasswordReset } from '../../services/accounts/password-reset';
import { adminToken } from '../../test/admin-token';
import { adminCaller, auditTrail, callerFor, type Caller } from '../../test/caller';
import { completeLesson, courseOutline, type Learner } from '../../test/complete-lessons';
import { signedInLearner } from '../../test/learner';
import { OidcTestClient } from '../../test/oidc-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * One learner's page for administrators (decision 050): what it shows, what each action does and
 * records, and how an attacker's request fails: anonymous, a learner, another portal's learner,
 * and a deactivated account's every kind of token.
 */
const KUBE = 'kube.localhost:3000';
const PASSWORD = 'correct horse battery';
let t: TestApp;
let admin: Caller;
let adminId: string;

const userIdOf = async (tenantId: TenantId, login: string) =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.login, login)))
  )[0].id;

async function learner(email: string, tenantId: TenantId = 'kube'): Promise<Learner> {
  const signedIn = await signedInLearner(t, tenantId, email);
  return { ...signedIn, userId: await userIdOf(tenantId, email) };
}

const page = async (userId: string) => {
  const response = await admin('GET', `/api/admin/users/${userId}`);
  expect(response.status).toBe(200);
  return response.body.data as LearnerPage;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t, 'kube');
  adminId = await userIdOf('kube', 'admin@example.com');
});
afterAll(() => t.close());

describe("a learner's page", () => {
  it('shows the courses and paths begun with their progress, certificates, last seen and the e-mail state', async () => {
    const ada = await learner('ada@example.com');
    const { paths } = (await ada.call('GET', '/api/paths/list')).body.data as PathList;
    const path = paths.find((candidate) => candidate.courses.some((course) => course.progress !== null))!;
    const firstCourse = path.courses.find((course) => course.progress !== null)!;
    const outline = await courseOutline(ada, firstCourse.slug);
    await completeLesson(t, ada, outline.courseId, outline.lessons[0]);

    const shown = await page(ada.userId);
    expect(shown.user).toMatchObject({ userId: ada.userId, login: 'ada@example.com', isEmailVerified: true, deactivatedAt: null });
    expect(shown.user.lastSeenAt).not.toBeNull();
    expect(shown.hasEmbeddedSignIn).toBe(true);
    expect(shown.courses).toEqual([
      expect.objectContaining({
        courseId: outline.courseId,
        slug: firstCourse.slug,
        completedLesson: 1,
        lessonsCount: outline.lessons.length,
        progressStatus: 'In Progress',
      }),
    ]);
    const pathsWithCourse = paths.filter((candidate) => candidate.courses.some((course) => course.courseId === outline.courseId));
    expect(pathsWithCourse.map((candidate) => candidate.pathId)).toContain(path.pathId);
    expect(shown.paths).toEqual(
      pathsWithCourse.map((candidate) =>
        expect.objectContaining({ pathId: candidate.pathId, completedCourses: 0, progressStatus: 'In Progress' }),
      ),
    );
    expect(shown.certificates).toEqual([]);
    expect(shown.mail).toEqual([]);

    for (const lesson of outline.lessons.slice(1)) await completeLesson(t, ada, outline.courseId, lesson);
    const finished = await page(ada.userId);
    expect(finished.courses[0]).toMatchObject({ completedLesson: outline.lessons.length, progressStatus: 'Completed' });
    expect(finished.certificates).toEqual([expect.objectContaining({ kind: 'course', itemId: outline.courseId, userId: ada.userId })]);
  });

  it('answers 404 for a user of another portal, and for one that does not exist, on every call', async () => {
    const stranger = await learner('stranger@example.com', 'spring');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const userId of [stranger.userId, missing]) {
      const calls: [string, string][] = [
        ['GET', `/api/admin/users/${userId}`],
        ['POST', `/api/admin/users/${userId}/verification-mail`],
        ['POST', `/api/admin/users/${userId}/password-reset-mail`],
        ['DELETE', `/api/admin/users/${userId}/courses/${missing}/progress`],
        ['POST', `/api/admin/users/${userId}/deactivate`],
        ['POST', `/api/admin/users/${userId}/reactivate`],
      ];
      for (const [method, url] of calls) {
        const response = await admin(method as 'GET', url);
        expect(response.status, `${method} ${url}`).toBe(404);
        expect(response.body.errors[0].errorMessage).toBe('This user does not exist in this portal');
      }
    }
    expect((await t.database.db.select().from(users).where(eq(users.id, stranger.userId)))[0].deactivatedAt).toBeNull();
    expect(await auditTrail(t, stranger.userId)).toEqual([]);
    expect((await stranger.call('GET', '/api/user/getUserDetails')).status).toBe(200);
  });

  it('refuses anonymous callers, learners and personal access tokens, and a malformed id', async () => {
    const bob = await learner('bob@example.com');
    const { token } = await adminToken(t, 'kube', 'reader', ['users:read']);
    const deactivate = `/api/admin/users/${bob.userId}/deactivate`;
    expect((await callerFor(t, 'kube')('POST', deactivate)).status).toBe(401);
    expect((await callerFor(t, 'kube', bob.token)('POST', deactivate)).status).toBe(403);
    expect((await callerFor(t, 'kube', token)('POST', deactivate)).status).toBe(403);
    expect((await callerFor(t, 'kube', token)('GET', `/api/admin/users/${bob.userId}`)).status).toBe(403);
    const malformed = await admin('GET', '/api/admin/users/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('params.userId');
    expect((await bob.call('GET', '/api/user/getUserDetails')).status).toBe(200);
  });
});

describe('actions on a learner', () => {
  it("resets one course's progress, bumping the learner's state so their next read shows it, and records it", async () => {
    const cleo = await learner('cleo@example.com');
    const { courses } = (await cleo.call('GET', '/api/courses/list')).body.data as CourseList;
    const free = courses.filter((course) => course.entitlements.view.length === 0);
    const [reset, kept] = await Promise.all(free.slice(0, 2).map((course) => courseOutline(cleo, course.slug)));
    await completeLesson(t, cleo, reset.courseId, reset.lessons[0]);
    await completeLesson(t, cleo, kept.courseId, kept.lessons[0]);
    const progressOf = async (courseId: string) =>
      ((await cleo.call('GET', '/api/courses/list')).body.data as CourseList).courses.find((course) => course.courseId === courseId)!;
    expect((await progressOf(reset.courseId)).completedLesson).toBe(1);

    const response = await admin('DELETE', `/api/admin/users/${cleo.userId}/courses/${reset.courseId}/progress`);
    expect(response.status).toBe(200);
    expect(response.body.data.message).toMatch(/^The progress of cleo@example.com in .+ is reset$/);
    expect(await progressOf(reset.courseId)).toMatchObject({ completedLesson: 0, progressStatus: 'Not Started' });
    expect((await progressOf(kept.courseId)).completedLesson).toBe(1);
    expect((await page(cleo.userId)).courses.map((course) => course.courseId)).toEqual([kept.courseId]);

    const [entry] = (await auditTrail(t, cleo.userId)).filter((row) => row.action === 'user.progress-reset');
    expect(entry).toMatchObject({
      actorUserId: adminId,
      actorLabel: 'admin@example.com',
      entityType: 'user',
      before: { login: 'cleo@example.com', courseId: reset.courseId, lessonsStarted: 1, lessonsCompleted: 1 },
      after: { courseId: reset.courseId, lessonsStarted: 0, lessonsCompleted: 0 },
    });

    const again = await admin('DELETE', `/api/admin/users/${cleo.userId}/courses/${reset.courseId}/progress`);
    expect(again.body.data.message).toMatch(/^cleo@example.com has no progress in /);
    expect((await auditTrail(t, cleo.userId)).filter((row) => row.action === 'user.progress-reset')).toHaveLength(1);
    const elsewhere = await admin('DELETE', `/api/admin/users/${cleo.userId}/courses/00000000-0000-4000-8000-000000000000/progress`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.errors[0].errorMessage).toBe("This course is not in this portal's catalogue");
  });

  it('mails an unverified learner a new code, and refuses a verified one', async () => {
    const dan = await learner('dan@example.com');
    expect((await admin('POST', `/api/admin/users/${dan.userId}/verification-mail`)).status).toBe(409);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, dan.userId));

    const sent = await admin('POST', `/api/admin/users/${dan.userId}/verification-mail`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toBe('A new code was sent to dan@example.com');
    const shown = await page(dan.userId);
    expect(shown.user.isEmailVerified).toBe(false);
    expect(shown.mail).toEqual([expect.objectContaining({ kind: 'verification', subject: expect.stringContaining('your code') })]);
    expect((await auditTrail(t, dan.userId)).map((row) => [row.action, row.actorLabel, row.after])).toEqual([
      ['user.verification-resend', 'admin@example.com', { login: 'dan@example.com', to: 'dan@example.com' }],
    ]);
  });

  it('mails a password reset link from the password reset machinery, recorded with its expiry and never the link', async () => {
    const eve = await learner('eve@example.com');
    const sent = await admin('POST', `/api/admin/users/${eve.userId}/password-reset-mail`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toBe('A password reset link was sent to eve@example.com');
    const [account] = await t.database.db.select({ subject: users.subject }).from(users).where(eq(users.id, eve.userId));
    expect(await t.database.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, account.subject))).toHaveLength(1);
    expect((await page(eve.userId)).mail).toEqual([
      expect.objectContaining({ kind: 'verification', subject: expect.stringContaining('choose a new password') }),
    ]);
    const [entry] = await auditTrail(t, eve.userId);
    expect(entry).toMatchObject({ action: 'user.password-reset-request', actorUserId: adminId, after: { login: 'eve@example.com' } });
    expect(JSON.stringify(entry)).not.toContain('token');
  });

  it('refuses to deactivate yourself', async () => {
    const response = await admin('POST', `/api/admin/users/${adminId}/deactivate`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({
      errorMessage: 'You cannot deactivate your own account; ask another administrator',
      field: 'userId',
    });
    expect((await admin('GET', `/api/admin/users/${adminId}`)).body.data.user.deactivatedAt).toBeNull();
  });
});

describe('a deactivated account', () => {
  it('stops its access token, refresh token and sign-in at once, and signs in again once reactivated', async () => {
    await createAccount(t.database.db, 'kube', { email: 'fay@example.com', password: PASSWORD, firstName: 'Fay', lastName: 'L' });
    const client = new OidcTestClient(t.app, KUBE);
    const tokens = await client.signIn('fay@example.com', PASSWORD);
    const fay = callerFor(t, 'kube', tokens.access_token);
    const userId = await userIdOf('kube', 'fay@example.com');
    expect((await fay('GET', '/api/user/getUserDetails')).status).toBe(200);

    const deactivated = await admin('POST', `/api/admin/users/${userId}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data).toMatchObject({ message: 'fay@example.com is deactivated', user: { deactivatedAt: expect.any(String) } });

    const refused = await fay('GET', '/api/user/getUserDetails');
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].errorMessage).toBe(DEACTIVATED_ACCOUNT);
    expect((await fay('GET', '/api/favorite/userDashboard/favorites')).status).toBe(401);
    expect((await client.refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
    const signingIn = new OidcTestClient(t.app, KUBE);
    const { uid } = await signingIn.openSignUp();
    const signIn = await signingIn.submit(`/identity/interaction/${uid}/login`, { email: 'fay@example.com', password: PASSWORD });
    expect(signIn.statusCode).toBe(403);
    expect((await admin('POST', `/api/admin/users/${userId}/password-reset-mail`)).status).toBe(409);

    const again = await admin('POST', `/api/admin/users/${userId}/deactivate`);
    expect(again.body.data.message).toBe('fay@example.com is deactivated');
    const reactivated = await admin('POST', `/api/admin/users/${userId}/reactivate`);
    expect(reactivated.body.data).toMatchObject({ message: 'fay@example.com is active', user: { deactivatedAt: null } });
    const fresh = await new OidcTestClient(t.app, KUBE).signIn('fay@example.com', PASSWORD);
    expect((await callerFor(t, 'kube', fresh.access_token)('GET', '/api/user/getUserDetails')).status).toBe(200);

    expect((await auditTrail(t, userId)).map((row) => [row.action, row.actorLabel, row.before, row.after])).toEqual([
      [
        'user.deactivate',
        'admin@example.com',
        { login: 'fay@example.com', deactivatedAt: null },
        { login: 'fay@example.com', deactivatedAt: expect.any(String) },
      ],
      [
        'user.reactivate',
        'admin@example.com',
        { login: 'fay@example.com', deactivatedAt: expect.any(String) },
        { login: 'fay@example.com', deactivatedAt: null },
      ],
    ]);
  });

  it("shows the sign-in page's message to whoever knows the password, and the usual one to anyone else", async () => {
    await createAccount(t.database.db, 'kube', { email: 'gil@example.com', password: PASSWORD, firstName: 'Gil', lastName: 'L' });
    const userId = await userIdOf('kube', 'gil@example.com');
    expect((await admin('POST', `/api/admin/users/${userId}/deactivate`)).status).toBe(200);
    const attempt = async (password: string) => {
      const client = new OidcTestClient(t.app, KUBE);
      const { uid } = await client.openSignUp();
      return client.submit(`/identity/interaction/${uid}/login`, { email: 'gil@example.com', password });
    };
    const right = await attempt(PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.body).toContain('This account is deactivated. Ask the academy&#39;s administrators if you need it again.');
    const wrong = await attempt('not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The e-mail or password is not right.');
    expect(wrong.body).not.toContain('deactivated');
  });

  it('revokes the personal access tokens an administrator made, for good, and they stay refused after reactivation', async () => {
    await createAccount(
      t.database.db,
      'kube',
      { email: 'hal@example.com', password: PASSWORD, firstName: 'Hal', lastName: 'Admin' },
      { isAdmin: true },
    );
    const hal = new OidcTestClient(t.app, KUBE);
    const halCaller = callerFor(t, 'kube', (await hal.signIn('hal@example.com', PASSWORD)).access_token);
    const created = await halCaller('POST', '/api/admin/generate-token', {
      payload: { name: 'hal script', abilities: ['users:read'], expiresInDays: 7 },
    });
    const script = callerFor(t, 'kube', created.body.data.message);
    const search = () => script('POST', '/api/admin/users/search', { payload: {} });
    expect((await search()).status).toBe(200);
    const userId = await userIdOf('kube', 'hal@example.com');

    expect((await admin('POST', `/api/admin/users/${userId}/deactivate`)).status).toBe(200);
    expect((await search()).status).toBe(401);
    expect((await halCaller('GET', '/api/admin/abilities')).status).toBe(401);
    const revocations = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'token.revoke'), eq(auditLog.actorUserId, adminId)));
    expect(revocations.map((row) => (row.after as { name: string }).name)).toEqual(['hal script']);

    expect((await admin('POST', `/api/admin/users/${userId}/reactivate`)).status).toBe(200);
    expect((await search()).status).toBe(401);
  });

  it('gets no reset link from "Forgot password?", which still answers as for any address', async () => {
    await createAccount(t.database.db, 'kube', { email: 'lou@example.com', password: PASSWORD, firstName: 'Lou', lastName: 'L' });
    const userId = await userIdOf('kube', 'lou@example.com');
    const [{ subject }] = await t.database.db.select({ subject: users.subject }).from(users).where(eq(users.id, userId));
    expect((await admin('POST', `/api/admin/users/${userId}/deactivate`)).status).toBe(200);
    const request = { tenantId: 'kube' as const, email: 'lou@example.com', origin: 'http://kube.localhost:3000', validMinutes: 30 };

    await mailPasswordReset(t.app, request);
    expect(await t.database.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, subject))).toEqual([]);
    expect((await page(userId)).mail).toEqual([]);

    expect((await admin('POST', `/api/admin/users/${userId}/reactivate`)).status).toBe(200);
    await mailPasswordReset(t.app, request);
    expect(await t.database.db.select().from(passwordLinks).where(eq(passwordLinks.accountId, subject))).toHaveLength(1);
  });

  it('is refused even when deactivated outside the admin screens, its sign-ins left alive', async () => {
    await createAccount(t.database.db, 'kube', { email: 'ivy@example.com', password: PASSWORD, firstName: 'Ivy', lastName: 'L' });
    const client = new OidcTestClient(t.app, KUBE);
    const tokens = await client.signIn('ivy@example.com', PASSWORD);
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.login, 'ivy@example.com'));
    expect((await callerFor(t, 'kube', tokens.access_token)('GET', '/api/user/getUserDetails')).status).toBe(401);
    expect((await client.refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
  });
});

describe("the account's state in its data", () => {
  it('is in the data download, and deleting the account leaves no name in the entries about its deactivation', async () => {
    await createAccount(t.database.db, 'kube', { email: 'jan@example.com', password: PASSWORD, firstName: 'Jan', lastName: 'L' });
    const userId = await userIdOf('kube', 'jan@example.com');
    expect((await admin('POST', `/api/admin/users/${userId}/deactivate`)).status).toBe(200);
    expect((await admin('POST', `/api/admin/users/${userId}/reactivate`)).status).toBe(200);
    const jan = callerFor(t, 'kube', (await new OidcTestClient(t.app, KUBE).signIn('jan@example.com', PASSWORD)).access_token);

    const download = await jan('GET', '/api/user/data');
    expect(download.body.data.account).toMatchObject({
      deactivatedAt: null,
      deactivations: [
        { change: 'deactivated', at: expect.any(String) },
        { change: 'reactivated', at: expect.any(String) },
      ],
    });

    expect((await jan('DELETE', '/api/user/account', { payload: { confirmation: 'jan@example.com' } })).status).toBe(200);
    const entries = await auditTrail(t, userId);
    expect(entries.map((entry) => entry.action)).toEqual(['user.deactivate', 'user.reactivate']);
    expect(JSON.stringify(entries)).not.toContain('jan@example.com');
  });

  it('does not count a deactivated administrator as one who keeps the portal administered', async () => {
    await createAccount(
      t.database.db,
      'kube',
      { email: 'kim@example.com', password: PASSWORD, firstName: 'Kim', lastName: 'L' },
      { isAdmin: true },
    );
    const kim = callerFor(t, 'kube', (await new OidcTestClient(t.app, KUBE).signIn('kim@example.com', PASSWORD)).access_token);
    const others = and(
      eq(users.tenantId, 'kube'),
      eq(users.isAdmin, true),
      ne(users.login, 'kim@example.com'),
      isNull(users.deactivatedAt),
    );
    const deactivated = await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(others).returning({ id: users.id });
    try {
      const refused = await kim('DELETE', '/api/user/account', { payload: { confirmation: 'kim@example.com' } });
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0].code).toBe('LAST_ADMIN');
    } finally {
      await t.database.db
        .update(users)
        .set({ deactivatedAt: null })
        .where(
          inArray(
            users.id,
            deactivated.map((row) => row.id),
          ),
        );
    }
  });
});
