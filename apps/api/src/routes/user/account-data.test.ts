import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDataExportSchema, type CourseLessons, type LessonSummary } from '@academy/shared';
import {
  auditLog,
  certificates,
  feedback,
  favorites,
  identityAccounts,
  learnerProgress,
  mailMessages,
  notificationEmails,
  oidcPayloads,
  personalAccessTokens,
  quizAttempts,
  topicRequests,
  users,
} from '../../db/schema';
import { createAccount } from '../../identity/accounts';
import { callerFor } from '../../test/caller';
import { OidcTestClient } from '../../test/oidc-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOST = 'kube.localhost:3000';
const PASSWORD = 'correct horse battery';
const context = { userAgent: 'Mozilla/5.0 (the learner’s browser)', url: 'http://kube.localhost/', route: '/' };
let t: TestApp;
let course: { courseId: string; lessons: LessonSummary[] };

/** A new embedded account of kube, signed in: its caller, tokens and provider client (for its session cookie). */
async function person(email: string, roles: { isAdmin?: boolean; isPro?: boolean } = {}) {
  await createAccount(t.database.db, 'kube', { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' }, roles);
  const client = new OidcTestClient(t.app, HOST);
  const tokens = await client.signIn(email, PASSWORD);
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, 'kube'), eq(users.login, email)));
  return { call: callerFor(t, 'kube', tokens.access_token), tokens, client, user };
}
type Person = Awaited<ReturnType<typeof person>>;

/** What a learner leaves behind: progress, a favourite, an attempt, two kinds of feedback, an address, a contact message. */
async function learnWith({ call, user }: Person) {
  const home = `${user.login.split('@')[0]}.home@example.org`;
  const [lesson] = course.lessons.filter((item) => item.type === 'lesson');
  const check = course.lessons.find((item) => item.type === 'knowledge-check')!;
  expect(
    (
      await call('POST', '/api/lessons/mark-complete', {
        payload: { lessonId: lesson.lessonId, courseId: course.courseId, isLastLesson: false, operationType: 'COMPLETE_LESSON' },
      })
    ).status,
  ).toBe(200);
  expect(
    (await call('POST', '/api/favorite', { payload: { id: course.courseId, operationType: 'save', likeableType: 'course' } })).status,
  ).toBe(200);
  const quiz = (await call('GET', `/api/lessons/knowledge-check?lessonId=${check.lessonId}`)).body.data;
  const answers = quiz.questions.map((question: { questionIndex: number }) => ({ questionIndex: question.questionIndex, selected: [0] }));
  expect((await call('POST', '/api/lessons/knowledge-check', { payload: { lessonId: check.lessonId, answers } })).status).toBe(200);
  const simple = {
    feedbackableType: 'lesson',
    feedbackableId: lesson.lessonId,
    courseId: course.courseId,
    schema: 'lesson-v2',
    comments: 'Please call me',
    isBug: false,
    allowContact: true,
    context,
  };
  expect((await call('POST', '/api/feedback', { payload: simple })).status).toBe(200);
  const survey = {
    feedbackableType: '',
    schema: 'tenant-survey-v1',
    rating: 5,
    comments: '',
    moreCommentsVal: 'Great labs',
    allowContact: true,
    context,
    feedback: { levels: ['beginner'] },
  };
  expect((await call('POST', '/api/feedback', { payload: survey })).status).toBe(200);
  expect((await call('POST', '/api/user/emails', { payload: { email: home } })).status).toBe(200);
  const contact = { name: 'Ada Lovelace', email: home, subject: 'Labs', message: 'Could the labs run on kind?' };
  expect((await call('POST', '/api/email/contactUs?tenant=kube', { payload: contact })).status).toBe(200);
  expect((await call('POST', '/api/topic-requests', { payload: { topic: `Operators, asked by ${user.login}`, details: '' } })).status).toBe(
    200,
  );
  // As completing the whole course would issue it (certificates.test.ts covers the issuing).
  await t.database.db.insert(certificates).values({
    id: `${user.id.replaceAll('-', '').slice(0, 22)}`,
    tenantId: 'kube',
    userId: user.id,
    kind: 'course',
    itemId: course.courseId,
    title: 'Kubernetes Fundamentals',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const lessons = (await t.app.inject({ url: '/api/lessons?slug=kubernetes-fundamentals', headers: { host: HOST } })).json()
    .data as CourseLessons;
  course = { courseId: lessons.courseId, lessons: lessons.lessons.filter((item): item is LessonSummary => item.type !== 'module') };
});
afterAll(() => t.close());

describe('download my data', () => {
  it('is a JSON file of everything kept about the caller, and nothing about anyone else', async () => {
    const ada = await person('ada@example.com');
    const bob = await person('bob@example.com');
    await learnWith(ada);
    await bob.call('POST', '/api/user/emails', { payload: { email: 'bob.home@example.org' } });

    const response = await t.app.inject({
      url: '/api/user/data',
      headers: { host: HOST, authorization: `Bearer ${ada.tokens.access_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kube-academy-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const file = accountDataExportSchema.parse(response.json());
    const data = file.data as Record<string, never[] & Record<string, unknown>>;
    expect(file.portal).toBe('kube');
    expect(Object.keys(data)).toEqual([
      'progress',
      'favourites',
      'knowledgeCheckAttempts',
      'certificates',
      'feedback',
      'topicRequests',
      'mail',
      'notificationAddresses',
      'webhookEvents',
      'personalAccessTokens',
      'alertsWritten',
      'adminActions',
      'invitations',
      'failedSignIns',
      'signIns',
      'account',
    ]);
    expect(data.account).toMatchObject({ login: 'ada@example.com', firstName: 'Ada', signInAccount: { email: 'ada@example.com' } });
    expect(data.progress).toEqual([
      expect.objectContaining({ itemType: 'lesson', title: course.lessons[0].title, completedAt: expect.any(String) }),
    ]);
    expect(data.favourites).toEqual([expect.objectContaining({ type: 'course', id: course.courseId, title: 'Kubernetes Fundamentals' })]);
    expect(data.knowledgeCheckAttempts).toHaveLength(1);
    expect(data.feedback.map((row: { comments: string }) => row.comments).sort()).toEqual(['Great labs', 'Please call me']);
    expect(data.notificationAddresses).toEqual([{ email: 'ada.home@example.org', verified: false, createdAt: expect.any(String) }]);
    expect(data.certificates).toEqual([
      expect.objectContaining({ kind: 'course', title: 'Kubernetes Fundamentals', hidden: false, revokedAt: null }),
    ]);
    expect(data.topicRequests).toEqual([expect.objectContaining({ topic: 'Operators, asked by ada@example.com', handledAt: null })]);
    expect(data.mail).toEqual([expect.objectContaining({ kind: 'contact', subject: expect.stringContaining('Labs') })]);
    expect(data.signIns.length).toBeGreaterThan(0);
    const text = response.body;
    expect(text).not.toContain('bob');
    expect(text).not.toContain('scrypt');
    expect(text).not.toMatch(/passwordHash|password_hash|codeHash|tokenHash/);
  });

  it('needs a signed-in academy user', async () => {
    expect((await t.app.inject({ url: '/api/user/data', headers: { host: HOST } })).statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('refuses a confirmation that is not the login, and changes nothing', async () => {
    const cy = await person('cy@example.com');
    const wrong = await cy.call('DELETE', '/api/user/account', { payload: { confirmation: 'someone@example.com' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ code: 'CONFIRMATION_MISMATCH', field: 'confirmation' });
    expect((await cy.call('DELETE', '/api/user/account', { payload: {} })).status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.id, cy.user.id))).toHaveLength(1);
  });

  it('removes the learning data, keeps rated feedback without the person, and ends every sign-in', async () => {
    const eve = await person('eve@example.com');
    await learnWith(eve);
    const other = await person('other@example.com');
    await learnWith(other);

    const withComment = async (comments: string) => t.database.db.select().from(feedback).where(eq(feedback.comments, comments));
    const [rated, unrated] = [(await withComment('Great labs')).length, (await withComment('Please call me')).length];
    const deleted = await eve.call('DELETE', '/api/user/account', { payload: { confirmation: ' EVE@example.com ' } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.message).toBe('Your account and your personal data were deleted');

    const db = t.database.db;
    const of = eve.user.id;
    expect(await db.select().from(users).where(eq(users.id, of))).toEqual([]);
    expect(await db.select().from(identityAccounts).where(eq(identityAccounts.email, 'eve@example.com'))).toEqual([]);
    expect(await db.select().from(learnerProgress).where(eq(learnerProgress.userId, of))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.userId, of))).toEqual([]);
    expect(await db.select().from(quizAttempts).where(eq(quizAttempts.userId, of))).toEqual([]);
    expect(await db.select().from(certificates).where(eq(certificates.userId, of))).toEqual([]);
    expect(await db.select().from(topicRequests).where(eq(topicRequests.topic, 'Operators, asked by eve@example.com'))).toEqual([]);
    expect(await db.select().from(topicRequests).where(eq(topicRequests.topic, 'Operators, asked by other@example.com'))).toHaveLength(1);
    expect(await db.select().from(notificationEmails).where(eq(notificationEmails.email, 'eve.home@example.org'))).toEqual([]);
    expect(await db.select().from(notificationEmails).where(eq(notificationEmails.email, 'other.home@example.org'))).toHaveLength(1);
    expect(await db.select().from(oidcPayloads).where(eq(oidcPayloads.accountId, eve.user.subject))).toEqual([]);
    // The rated survey stays for the ratings, pointing to no one; the comment asking to be called is gone.
    const kept = await withComment('Great labs');
    expect(kept).toHaveLength(rated);
    expect(kept.filter((row) => row.userId === null)).toEqual([
      expect.objectContaining({ rating: 5, allowContact: false, context: { ...context, userAgent: '' } }),
    ]);
    expect(await withComment('Please call me')).toHaveLength(unrated - 1);
    // The contact message Eve sent (her address in it) is gone from the outbox; the other learner's stays.
    const contactMail = await db.select().from(mailMessages).where(eq(mailMessages.kind, 'contact'));
    expect(contactMail.some((row) => row.body.includes('eve') || row.replyTo?.includes('eve'))).toBe(false);
    expect(contactMail.filter((row) => row.replyTo?.includes('other.home@example.org'))).toHaveLength(1);

    // The access token in hand no longer reaches an account; the refresh token and the provider session are dead.
    expect((await eve.call('GET', '/api/user/emails')).status).toBe(403);
    expect((await eve.client.refresh(eve.tokens.refresh_token)).status).toBe(400);
    expect((await other.client.refresh(other.tokens.refresh_token)).status).toBe(200);
    // The browser then has the server forget its refresh cookie, which holds a token that no longer exists.
    const forget = await t.app.inject({
      method: 'DELETE',
      url: '/identity/token',
      headers: { host: HOST, origin: `http://${HOST}`, cookie: `academy_refresh=${eve.tokens.refresh_token}` },
    });
    expect(forget.statusCode).toBe(204);
  });

  it("leaves nothing of the learner in the audit entries about them: a revoked certificate's login, its corrected name, a handled topic request's text", async () => {
    const grace = await person('grace@example.com');
    await learnWith(grace);
    const admin = await person('grace-admin@example.com', { isAdmin: true });
    const [certificate] = await t.database.db.select().from(certificates).where(eq(certificates.userId, grace.user.id));
    const [request] = await t.database.db.select().from(topicRequests).where(eq(topicRequests.userId, grace.user.id));
    expect((await admin.call('PUT', `/api/admin/certificates/${certificate.id}`, { payload: { revoked: true } })).status).toBe(200);
    // Corrected from the issued name to one the profile never had: both must go too.
    const renamed = await admin.call('PUT', `/api/admin/certificates/${certificate.id}/learner-name`, {
      payload: { learnerName: 'Grace Brewster Hopper' },
    });
    expect(renamed.status).toBe(200);
    expect((await admin.call('PUT', `/api/admin/topic-requests/${request.id}`, { payload: { handled: true } })).status).toBe(200);
    const about = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.entityId, [certificate.id, request.id]));
    expect(JSON.stringify(await about())).toContain('grace@example.com');
    expect(JSON.stringify(await about())).toContain('Operators, asked by grace@example.com');
    expect(JSON.stringify(await about())).toContain('Grace Brewster Hopper');

    expect((await grace.call('DELETE', '/api/user/account', { payload: { confirmation: 'grace@example.com' } })).status).toBe(200);
    const entries = await about();
    expect(entries.map((entry) => entry.action).sort()).toEqual(['certificate.rename', 'certificate.revoke', 'topic-request.handle']);
    expect(JSON.stringify(entries)).not.toContain('grace@example.com');
    expect(JSON.stringify(entries)).not.toContain('Grace Brewster Hopper');
    expect(JSON.stringify(entries)).not.toContain('Ada Lovelace');
    expect(JSON.stringify(entries)).not.toContain('Operators, asked by');
    expect(entries.every((entry) => entry.actorLabel === 'grace-admin@example.com')).toBe(true);
  });

  it("refuses the demo accounts and the portal's only administrator; an admin with a colleague leaves a pseudonymous audit trail", async () => {
    const demo = await person('learner@kube.academy.test').catch(() => null);
    const demoCaller = demo ?? {
      call: callerFor(
        t,
        'kube',
        (await new OidcTestClient(t.app, HOST).signIn('learner@kube.academy.test', 'academy-learner')).access_token,
      ),
    };
    const refusedDemo = await demoCaller.call('DELETE', '/api/user/account', { payload: { confirmation: 'learner@kube.academy.test' } });
    expect(refusedDemo.status).toBe(409);
    expect(refusedDemo.body.errors[0].code).toBe('DEMO_ACCOUNT');

    // Whatever admins the seeded portal has, make the new one its only administrator.
    await t.database.db
      .update(users)
      .set({ isAdmin: false })
      .where(and(eq(users.tenantId, 'kube'), eq(users.isAdmin, true)));
    const solo = await person('solo@example.com', { isAdmin: true });
    const refusedLast = await solo.call('DELETE', '/api/user/account', { payload: { confirmation: 'solo@example.com' } });
    expect(refusedLast.status).toBe(409);
    expect(refusedLast.body.errors[0].code).toBe('LAST_ADMIN');

    const colleague = await person('colleague@example.com', { isAdmin: true });
    expect((await solo.call('GET', `/api/admin/toggle-access/${colleague.user.id}?pro=true`)).status).toBeLessThan(300);
    const token = await solo.call('POST', '/api/admin/generate-token', {
      payload: { name: 'ci bot', abilities: ['alerts:write'], expiresInDays: 7 },
    });
    expect(token.status).toBe(200);
    expect((await solo.call('DELETE', '/api/user/account', { payload: { confirmation: 'solo@example.com' } })).status).toBe(200);

    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.tenantId, 'kube'));
    const bySolo = trail.filter((row) => row.actorLabel.startsWith('deleted account '));
    expect(bySolo.map((row) => row.action).sort()).toEqual(['token.create', 'token.revoke', 'user.pro-grant']);
    expect(new Set(bySolo.map((row) => row.actorLabel)).size).toBe(1);
    expect(bySolo.every((row) => row.actorUserId === null)).toBe(true);
    expect(JSON.stringify(trail)).not.toContain('solo@example.com');
    const [revoked] = await t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.name, 'ci bot'));
    expect(revoked).toMatchObject({ createdBy: null, revokedAt: expect.any(Date) });
  });
});
