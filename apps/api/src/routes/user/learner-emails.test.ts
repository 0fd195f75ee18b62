import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseLessons, CourseList, LessonSummary } from '@academy/shared';
import { auditLog, learnerProgress, mailMessages, notificationEmails, users } from '../../db/schema';
import { callerFor, type Caller } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';

let peer: SmtpPeer;
let t: TestApp;
let ada: Caller;
let bob: Caller;
let admin: Caller;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: peer.url });
  ada = callerFor(t, 'kube', (await signedInLearner(t, 'kube', 'ada@example.com', { isPro: true })).token);
  bob = callerFor(t, 'kube', (await signedInLearner(t, 'kube', 'bob@example.com')).token);
  admin = callerFor(t, 'kube', (await signedInLearner(t, 'kube', 'admin@example.com', { isAdmin: true })).token);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const addresses = async (caller: Caller) =>
  (await caller('GET', '/api/user/emails')).body.data.result as { email: string; isEmailVerified: boolean }[];
const requestCode = async (caller: Caller, email: string) => {
  const before = peer.messages.length;
  const response = await caller('POST', '/api/user/emails/verification', { payload: { email } });
  expect(response.status).toBe(200);
  const mail = await peer.waitFor((message) => message.to.includes(email) && peer.messages.indexOf(message) >= before);
  expect(mail.text).toContain('may receive your notifications');
  return /code is (\d{6})\./.exec(mail.text)![1];
};

describe("a learner's own notification addresses", () => {
  it('are added, verified with a code mailed through SMTP, and removed', async () => {
    const added = await ada('POST', '/api/user/emails', { payload: { email: 'Ada.Home@Example.org ' } });
    expect(added.status).toBe(200);
    expect(added.body.data.result).toMatchObject({ email: 'ada.home@example.org', isEmailVerified: false });
    expect(await addresses(ada)).toEqual([expect.objectContaining({ email: 'ada.home@example.org', isEmailVerified: false })]);

    const code = await requestCode(ada, 'ada.home@example.org');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const confirm = (verificationCode: string) =>
      ada('POST', '/api/user/emails/verification/confirm', { payload: { email: 'ada.home@example.org', verificationCode } });
    expect((await confirm(wrong)).body.data).toEqual({ isEmailVerified: false, message: 'Invalid Code' });
    expect((await confirm(code)).body.data).toEqual({ isEmailVerified: true, message: 'Email Verified' });
    expect(await addresses(ada)).toEqual([expect.objectContaining({ email: 'ada.home@example.org', isEmailVerified: true })]);
    expect((await ada('POST', '/api/user/emails/verification', { payload: { email: 'ada.home@example.org' } })).status).toBe(409);

    await ada('POST', '/api/user/emails', { payload: { email: 'ada.old@example.org' } });
    const removed = await ada('DELETE', '/api/user/emails', { payload: { email: 'ada.old@example.org' } });
    expect(removed.status).toBe(200);
    expect((await addresses(ada)).map((row) => row.email)).toEqual(['ada.home@example.org']);
    // A learner's own settings are not an administrator's change: nothing in the audit log.
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'notification-email'))).toEqual([]);
  });

  it("are the learner's alone: another learner neither sees, verifies nor removes them, and the portal's list does not show them", async () => {
    await bob('POST', '/api/user/emails', { payload: { email: 'bob@example.net' } });
    expect((await addresses(bob)).map((row) => row.email)).toEqual(['bob@example.net']);
    expect((await addresses(ada)).map((row) => row.email)).not.toContain('bob@example.net');
    for (const [method, url, payload] of [
      ['DELETE', '/api/user/emails', { email: 'bob@example.net' }],
      ['POST', '/api/user/emails/verification', { email: 'bob@example.net' }],
      ['POST', '/api/user/emails/verification/confirm', { email: 'bob@example.net', verificationCode: '123456' }],
    ] as const) {
      const response = await ada(method, url, { payload });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body.errors[0].errorMessage).toBe('bob@example.net is not one of your addresses');
    }
    expect((await addresses(bob)).map((row) => row.email)).toEqual(['bob@example.net']);

    // The same address may be a portal address and a learner's; each list shows only its own.
    expect((await admin('POST', '/api/email/addEmail?emailType=contact', { headers: { emailId: 'bob@example.net' } })).status).toBe(200);
    const portal = (await admin('GET', '/api/email')).body.data.result as { email: string }[];
    expect(portal.map((row) => row.email)).toEqual(['bob@example.net']);
    expect((await admin('DELETE', '/api/email?type=contact', { headers: { email: 'bob@example.net' } })).status).toBe(200);
    expect((await addresses(bob)).map((row) => row.email)).toEqual(['bob@example.net']);

    // Another portal's host does not take a kube token at all.
    const onSpring = await callerFor(t, 'spring', (await signedInLearner(t, 'kube', 'carl@example.com')).token)('GET', '/api/user/emails');
    expect(onSpring.status).toBe(401);
  });

  it('refuses bad input, duplicates and a sixth address with a 4xx and changes nothing', async () => {
    const dan = callerFor(t, 'kube', (await signedInLearner(t, 'kube', 'dan@example.com')).token);
    expect((await dan('POST', '/api/user/emails', { payload: { email: 'not an address' } })).status).toBe(400);
    expect((await dan('POST', '/api/user/emails', { payload: {} })).status).toBe(400);
    for (let index = 1; index <= 5; index += 1)
      expect((await dan('POST', '/api/user/emails', { payload: { email: `dan${index}@example.net` } })).status).toBe(200);
    const duplicate = await dan('POST', '/api/user/emails', { payload: { email: 'dan1@example.net' } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors[0]).toMatchObject({ errorMessage: 'dan1@example.net is already one of your addresses', field: 'email' });
    const sixth = await dan('POST', '/api/user/emails', { payload: { email: 'dan6@example.net' } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.errors[0].errorMessage).toBe('You can have at most 5 addresses');
    expect(await addresses(dan)).toHaveLength(5);
    const badCode = await dan('POST', '/api/user/emails/verification/confirm', {
      payload: { email: 'dan1@example.net', verificationCode: 'abc' },
    });
    expect(badCode.status).toBe(400);
  });
});

describe('the course completion notice', () => {
  it("goes to the learner's verified addresses once, when the last lesson of a course is first completed", async () => {
    const list = (await ada('GET', '/api/courses/list')).body.data as CourseList;
    const course = list.courses.find((item) => item.slug === 'kubernetes-fundamentals')!;
    const lessons = ((await ada('GET', `/api/lessons?slug=${course.slug}`)).body.data as CourseLessons).lessons.filter(
      (item): item is LessonSummary => item.type !== 'module',
    );
    const last = lessons.find((lesson) => lesson.type === 'lesson')!;
    const [row] = await t.database.db.select().from(users).where(eq(users.login, 'ada@example.com'));
    // Every other lesson (the knowledge check and the lab included) is already complete.
    await t.database.db.insert(learnerProgress).values(
      lessons
        .filter((lesson) => lesson.lessonId !== last.lessonId)
        .map((lesson) => ({
          tenantId: 'kube',
          userId: row.id,
          itemId: lesson.lessonId,
          itemType: 'lesson' as const,
          courseId: course.courseId,
          completedAt: new Date(),
        })),
    );
    await ada('POST', '/api/user/emails', { payload: { email: 'ada.unverified@example.org' } });
    const complete = () =>
      ada('POST', '/api/lessons/mark-complete', {
        payload: { lessonId: last.lessonId, courseId: course.courseId, isLastLesson: true, operationType: 'COMPLETE_LESSON' },
      });

    const done = await complete();
    expect(done.body.data).toMatchObject({ courseProgressStatus: 'Completed' });
    const mail = await peer.waitFor((message) => message.subject === `Kube Academy: you completed ${course.title}`);
    expect(mail.to).toEqual(['ada.home@example.org']);
    expect(mail.text).toContain(`http://kube.localhost:3000/courses/${course.slug}/conclusion`);

    await complete();
    // Undone and completed again: still one notice.
    await ada('POST', '/api/lessons/mark-incomplete', { payload: { lessonId: last.lessonId, courseId: course.courseId } });
    expect((await complete()).body.data).toMatchObject({ courseProgressStatus: 'Completed' });
    const notices = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'learner'), eq(mailMessages.tenantId, 'kube')));
    expect(notices).toHaveLength(1);
  });

  it('is not sent to a learner without a verified address', async () => {
    const rows = await t.database.db.select().from(notificationEmails).where(eq(notificationEmails.email, 'bob@example.net'));
    expect(rows[0].verifiedAt).toBeNull();
    const before = await t.database.db.select().from(mailMessages).where(eq(mailMessages.kind, 'learner'));
    const list = (await bob('GET', '/api/courses/list')).body.data as CourseList;
    const course = list.courses.find((item) => item.slug === 'kubernetes-fundamentals')!;
    const lessons = ((await bob('GET', `/api/lessons?slug=${course.slug}`)).body.data as CourseLessons).lessons.filter(
      (item): item is LessonSummary => item.type !== 'module',
    );
    const last = lessons.find((lesson) => lesson.type === 'lesson' && !lesson.isLocked)!;
    const [row] = await t.database.db.select().from(users).where(eq(users.login, 'bob@example.com'));
    await t.database.db.insert(learnerProgress).values(
      lessons
        .filter((lesson) => lesson.lessonId !== last.lessonId)
        .map((lesson) => ({
          tenantId: 'kube',
          userId: row.id,
          itemId: lesson.lessonId,
          itemType: 'lesson' as const,
          courseId: course.courseId,
          completedAt: new Date(),
        })),
    );
    const done = await bob('POST', '/api/lessons/mark-complete', {
      payload: { lessonId: last.lessonId, courseId: course.courseId, isLastLesson: true, operationType: 'COMPLETE_LESSON' },
    });
    expect(done.body.data).toMatchObject({ courseProgressStatus: 'Completed' });
    expect(await t.database.db.select().from(mailMessages).where(eq(mailMessages.kind, 'learner'))).toHaveLength(before.length);
  });
});
