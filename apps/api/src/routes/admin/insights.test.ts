import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseLessons, Insights, InsightsFunnel, LessonSummary, TenantId } from '@academy/shared';
import { favorites, feedback, learnerProgress, lessons, quizAttempts, users } from '../../db/schema';
import { drawQuiz } from '../../services/learner/grade-quiz';
import { adminToken } from '../../test/admin-token';
import { adminCaller, callerFor, type Caller } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A small hand-made history on kube (three learners, one course) and on spring (one learner on the
 * same days, never counted on kube). Every expected number below is counted by hand from it.
 */
let t: TestApp;
let kube: Caller;
let spring: Caller;
let kubeAdminToken: string;
let course: { courseId: string; lessons: LessonSummary[] };
let springCourseId: string;
let guideId: string;
const ids: Record<'u1' | 'u2' | 'u3' | 's1', string> = { u1: '', u2: '', u3: '', s1: '' };
const RANGE = 'from=2026-03-01&to=2026-03-10';
const at = (day: string, time = '10:00') => new Date(`2026-${day}T${time}:00Z`);

async function outline(tenant: TenantId, slug: string) {
  const answer = (await callerFor(t, tenant)('GET', `/api/lessons?slug=${slug}`)).body.data as CourseLessons;
  return answer.lessons.filter((item): item is LessonSummary => item.type !== 'module');
}

async function addUser(tenantId: TenantId, login: string) {
  const [row] = await t.database.db
    .insert(users)
    .values({ tenantId, subject: `fixture:${login}`, login, firstName: 'Fix', lastName: 'Ture' })
    .returning({ id: users.id });
  return row.id;
}

const survey = (contactYou: boolean) => ({ levels: ['beginner'], contactYou });
const context = { userAgent: 'test', url: 'http://kube.localhost/', route: '/' };

beforeAll(async () => {
  t = await createTestApp();
  kubeAdminToken = (await signedInLearner(t, 'kube', 'insights-admin@example.com', { isAdmin: true })).token;
  kube = callerFor(t, 'kube', kubeAdminToken);
  spring = await adminCaller(t, 'spring', 'insights-admin@example.com');
  const fundamentals = await outline('kube', 'kubernetes-fundamentals');
  course = {
    courseId: (await kube('GET', '/api/courses/details?slug=kubernetes-fundamentals')).body.data.course.courseId,
    lessons: fundamentals,
  };
  guideId = (await kube('GET', '/api/guides/list')).body.data.guides[0].lessonId;
  const springCourse = (await spring('GET', '/api/courses/list')).body.data.courses[0];
  springCourseId = springCourse.courseId;
  const springLesson = (await outline('spring', springCourse.slug))[0];

  ids.u1 = await addUser('kube', 'u1@example.com');
  ids.u2 = await addUser('kube', 'u2@example.com');
  ids.u3 = await addUser('kube', 'u3@example.com');
  ids.s1 = await addUser('spring', 's1@example.com');

  const [l1, l2, ...rest] = fundamentals;
  const check = fundamentals.find((lesson) => lesson.type === 'knowledge-check')!;
  const lesson = (
    userId: string,
    item: LessonSummary,
    startedAt: Date,
    completedAt: Date | null,
    tenantId: TenantId = 'kube',
    courseId = course.courseId,
  ) => ({
    tenantId,
    userId,
    itemId: item.lessonId,
    itemType: 'lesson' as const,
    courseId,
    startedAt,
    completedAt,
  });
  await t.database.db.insert(learnerProgress).values([
    // u1 starts on 03-02 and completes every lesson by 03-04.
    lesson(ids.u1, l1, at('03-02'), at('03-02', '11:00')),
    lesson(ids.u1, l2, at('03-03'), at('03-04')),
    ...rest.map((item) => lesson(ids.u1, item, at('03-03'), at('03-04'))),
    // u2 starts on 03-02, completes the first lesson on 03-03 and stops in the second.
    lesson(ids.u2, l1, at('03-02', '09:00'), at('03-03')),
    lesson(ids.u2, l2, at('03-05'), null),
    // u3 started in February (outside the range), completes the second lesson on 03-06 and starts a guide.
    lesson(ids.u3, l1, at('02-20'), at('02-20')),
    lesson(ids.u3, l2, at('03-06'), at('03-06')),
    { tenantId: 'kube', userId: ids.u3, itemId: guideId, itemType: 'guide', courseId: null, startedAt: at('03-08'), completedAt: null },
    // spring: the same days, another portal.
    lesson(ids.s1, springLesson, at('03-02'), at('03-02'), 'spring', springCourseId),
  ]);
  const attempt = (userId: string, day: string, correct: boolean[], passed: boolean) => ({
    tenantId: 'kube',
    userId,
    lessonId: check.lessonId,
    answers: correct.map((_, questionIndex) => ({ questionIndex, selected: [0] })),
    score: Math.round((correct.filter(Boolean).length / correct.length) * 100),
    passed,
    asked: correct.map((_, index) => index),
    correct,
    createdAt: at(day),
  });
  await t.database.db
    .insert(quizAttempts)
    .values([
      attempt(ids.u1, '03-04', [true, false, true], true),
      attempt(ids.u2, '03-05', [false, false, true], false),
      attempt(ids.u3, '02-25', [true], false),
    ]);
  const rating = (
    userId: string | null,
    day: string,
    value: number,
    courseId: string,
    contactYou: boolean,
    tenantId: TenantId = 'kube',
  ) => ({
    tenantId,
    userId,
    feedbackableType: courseId ? ('course' as const) : ('' as const),
    feedbackableId: courseId,
    courseId,
    schema: 'tenant-survey-v1',
    rating: value,
    survey: survey(contactYou),
    context,
    createdAt: at(day),
  });
  await t.database.db
    .insert(feedback)
    .values([
      rating(ids.u1, '03-04', 4, course.courseId, true),
      { ...rating(ids.u2, '03-05', 2, '', false), feedbackableType: 'lesson', feedbackableId: l2.lessonId, courseId: course.courseId },
      rating(null, '03-05', 5, '', false),
      rating(ids.u3, '02-01', 1, '', true),
      rating(ids.u3, '03-06', 3, '', false),
      rating(ids.s1, '03-05', 1, springCourseId, true, 'spring'),
    ]);
  await t.database.db.insert(favorites).values([
    { tenantId: 'kube', userId: ids.u1, likeableType: 'course', likeableId: course.courseId, createdAt: at('03-03') },
    { tenantId: 'kube', userId: ids.u2, likeableType: 'course', likeableId: course.courseId, createdAt: at('02-15') },
    { tenantId: 'kube', userId: ids.u2, likeableType: 'guide', likeableId: guideId, createdAt: at('03-07') },
    { tenantId: 'spring', userId: ids.s1, likeableType: 'course', likeableId: springCourseId, createdAt: at('03-03') },
  ]);
  expect((await kube('POST', '/api/admin/insights/refresh')).body.data.refreshed).toBe(true);
  expect((await spring('POST', '/api/admin/insights/refresh')).body.data.refreshed).toBe(true);
});
afterAll(() => t.close());

const insights = async (caller: Caller, query = RANGE) => {
  const response = await caller('GET', `/api/admin/insights?${query}`);
  expect(response.status).toBe(200);
  return response.body.data as Insights;
};

async function csv(query: string, token = kubeAdminToken) {
  const response = await t.app.inject({
    url: `/api/admin/insights/export?${query}`,
    headers: { host: 'kube.localhost:3000', authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, headers: response.headers, lines: response.body.trimEnd().split('\r\n'), body: response.body };
}

describe('insights aggregates', () => {
  it('counts active learners per day and per week (whole ISO weeks overlapping the range)', async () => {
    const data = await insights(kube);
    expect(data).toMatchObject({ from: '2026-03-01', to: '2026-03-10', refreshMinutes: 0 });
    expect(data.activityDays.map((day) => [day.day.slice(5), day.activeLearners])).toEqual([
      ['03-01', 0],
      ['03-02', 2],
      ['03-03', 2],
      ['03-04', 1],
      ['03-05', 1],
      ['03-06', 1],
      ['03-07', 1],
      ['03-08', 1],
      ['03-09', 0],
      ['03-10', 0],
    ]);
    expect(data.activityWeeks).toEqual([
      { week: '2026-02-23', activeLearners: 1 },
      { week: '2026-03-02', activeLearners: 3 },
      { week: '2026-03-09', activeLearners: 0 },
    ]);
  });

  it('counts courses started and completed per day, and the completion rate of the learners who started in the range', async () => {
    const data = await insights(kube);
    const days = Object.fromEntries(data.activityDays.map((day) => [day.day.slice(5), [day.coursesStarted, day.coursesCompleted]]));
    expect(days['03-02']).toEqual([2, 0]);
    expect(days['03-04']).toEqual([0, 1]);
    expect(data.activityDays.reduce((sum, day) => sum + day.coursesStarted + day.coursesCompleted, 0)).toBe(3);
    expect(data.totals).toMatchObject({ coursesStarted: 2, coursesCompleted: 1 });
    const fundamentals = data.courses.find((row) => row.courseId === course.courseId);
    expect(fundamentals).toMatchObject({
      slug: 'kubernetes-fundamentals',
      started: 2,
      startedCompleted: 1,
      completed: 1,
      completionRate: 0.5,
    });
    const others = data.courses.filter((row) => row.courseId !== course.courseId);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((row) => row.started === 0 && row.completionRate === null)).toBe(true);

    // From February, u3 (who started on 02-20 and has not finished) joins the cohort.
    const wider = await insights(kube, 'from=2026-02-01&to=2026-03-10');
    expect(wider.courses.find((row) => row.courseId === course.courseId)).toMatchObject({
      started: 3,
      startedCompleted: 1,
      completionRate: 1 / 3,
    });
  });

  it('shows the lesson funnel of a course: where the learners who started in the range stop', async () => {
    const response = await kube('GET', `/api/admin/insights/courses/${course.courseId}/funnel?${RANGE}`);
    expect(response.status).toBe(200);
    const funnel = response.body.data as InsightsFunnel;
    expect(funnel.learners).toBe(2);
    expect(funnel.lessons.map((lesson) => lesson.lessonId)).toEqual(course.lessons.map((lesson) => lesson.lessonId));
    expect(funnel.lessons.map((lesson) => [lesson.started, lesson.completed])).toEqual([
      [2, 2],
      [2, 1],
      ...course.lessons.slice(2).map(() => [1, 1]),
    ]);

    const wider = (await kube('GET', `/api/admin/insights/courses/${course.courseId}/funnel?from=2026-02-01&to=2026-03-10`)).body
      .data as InsightsFunnel;
    expect(wider.learners).toBe(3);
    expect(wider.lessons.slice(0, 2).map((lesson) => [lesson.started, lesson.completed])).toEqual([
      [3, 3],
      [3, 2],
    ]);
  });

  it('gives the pass rate of each knowledge-check question, the most failed first', async () => {
    const { questions } = await insights(kube);
    expect(questions.map((row) => [row.questionIndex, row.answered, row.correct, row.passRate])).toEqual([
      [1, 2, 0, 0],
      [0, 2, 1, 0.5],
      [2, 2, 2, 1],
    ]);
    expect(questions[1]).toMatchObject({
      courseTitle: 'Kubernetes Fundamentals',
      question: expect.stringMatching(/^A node running one of your Deployment/),
    });
  });

  it("gives the survey's site ratings per day, whatever page the survey was sent from, and never per course", async () => {
    const data = await insights(kube);
    const rated = data.ratingDays.filter((day) => day.ratings > 0).map((day) => [day.day.slice(5), day.ratings, day.averageRating]);
    expect(rated).toEqual([
      ['03-04', 1, 4],
      ['03-05', 2, 3.5],
      ['03-06', 1, 3],
    ]);
    expect(data.ratingDays.find((day) => day.ratings === 0)?.averageRating).toBeNull();
    expect(data.totals).toMatchObject({ ratings: 4, averageRating: 3.5 });
    expect(data).not.toHaveProperty('ratingCourses');
  });

  it('counts favourites per item: saved in the range, and saved now', async () => {
    const data = await insights(kube);
    expect(data.favorites.map((row) => [row.likeableType, row.itemId, row.savedInRange, row.savedNow])).toEqual([
      ['course', course.courseId, 1, 2],
      ['guide', guideId, 1, 1],
    ]);
    expect(data.totals.favoritesSaved).toBe(2);
  });

  it("never counts another portal's rows", async () => {
    const data = await insights(spring);
    expect(data.activityDays.filter((day) => day.activeLearners > 0).map((day) => [day.day.slice(5), day.activeLearners])).toEqual([
      ['03-02', 1],
      ['03-03', 1],
      ['03-05', 1],
    ]);
    expect(data.questions).toEqual([]);
    expect(data.totals).toMatchObject({ ratings: 1, averageRating: 1, favoritesSaved: 1 });
    expect((await spring('GET', `/api/admin/insights/courses/${course.courseId}/funnel?${RANGE}`)).status).toBe(404);
  });

  it('opens on the last 30 days and refuses a range it cannot serve, in the envelope', async () => {
    const data = await insights(kube, '');
    expect(data.activityDays).toHaveLength(30);
    expect(data.to).toBe(new Date().toISOString().slice(0, 10));
    const refusals: [string, string][] = [
      ['from=2026-03-10&to=2026-03-01', 'querystring.to'],
      ['from=2024-01-01&to=2026-03-01', 'querystring.from'],
      ['from=1999-12-31&to=2000-01-02', 'querystring.from'],
      ['from=2026-02-30', 'querystring.from'],
      ['to=yesterday', 'querystring.to'],
    ];
    for (const [query, field] of refusals) {
      const response = await kube('GET', `/api/admin/insights?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0], query).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    expect((await kube('GET', `/api/admin/insights/courses/not-an-id/funnel?${RANGE}`)).status).toBe(400);
    expect((await kube('GET', `/api/admin/insights/courses/${springCourseId}/funnel?${RANGE}`)).status).toBe(404);
  });

  it('counts what was recorded since the last refresh once an admin refreshes', async () => {
    const path = (await kube('GET', '/api/paths/list')).body.data.paths[0];
    await t.database.db
      .insert(favorites)
      .values({ tenantId: 'kube', userId: ids.u3, likeableType: 'path', likeableId: path.pathId, createdAt: at('04-02') });
    const before = await insights(kube, 'from=2026-04-01&to=2026-04-03');
    expect(before.favorites.find((row) => row.itemId === path.pathId)).toBeUndefined();
    const again = await kube('POST', '/api/admin/insights/refresh');
    expect(again.body.data.refreshed).toBe(true);
    const after = await insights(kube, 'from=2026-04-01&to=2026-04-03');
    expect(after.refreshedAt).toBe(again.body.data.refreshedAt);
    expect(after.refreshedAt! > before.refreshedAt!).toBe(true);
    expect(after.favorites.find((row) => row.itemId === path.pathId)).toMatchObject({ likeableType: 'path', savedInRange: 1, savedNow: 1 });
    expect(after.activityDays.find((day) => day.day === '2026-04-02')?.activeLearners).toBe(1);
  });
});

describe('insights exports', () => {
  it("exports each chart's table as CSV", async () => {
    const days = await csv(`report=activity-days&${RANGE}`);
    expect(days.status).toBe(200);
    expect(days.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(days.headers['content-disposition']).toBe('attachment; filename="insights-activity-days-kube-2026-03-01-2026-03-10.csv"');
    expect(days.lines[0]).toBe('day,activeLearners,coursesStarted,coursesCompleted');
    expect(days.lines).toContain('2026-03-02,2,2,0');
    expect(days.lines).toHaveLength(11);
    expect((await csv(`report=courses&${RANGE}`)).lines).toContain('Kubernetes Fundamentals,kubernetes-fundamentals,2,1,1,0.5');
    expect((await csv(`report=funnel&courseId=${course.courseId}&${RANGE}`)).lines[2]).toMatch(/^2,.+,lesson,2,1$/);
    expect((await csv(`report=questions&${RANGE}`)).lines[1]).toMatch(
      /^Kubernetes Fundamentals,Knowledge check: Kubernetes fundamentals,2,.+,2,0,0$/,
    );
    expect((await csv(`report=rating-courses&${RANGE}`)).status).toBe(400);
    expect((await csv(`report=favorites&${RANGE}`)).lines[1]).toBe('course,Kubernetes Fundamentals,1,2');
    expect((await csv(`report=activity-weeks&${RANGE}`)).lines).toEqual([
      'weekStarting,activeLearners',
      '2026-02-23,1',
      '2026-03-02,3',
      '2026-03-09,0',
    ]);
    expect((await csv(`report=rating-days&${RANGE}`)).lines).toContain('2026-03-05,2,3.5');
  });

  it('lists active learners without any e-mail address unless the admin asks', async () => {
    const plain = await csv(`report=learners&${RANGE}`);
    expect(plain.status).toBe(200);
    expect(plain.lines[0]).toBe(
      'learner,firstActive,lastActive,activeDays,lessonsAndGuidesStarted,lessonsAndGuidesCompleted,checkAttempts,checksPassed,favoritesSaved,feedbackSent,contactAllowed',
    );
    expect(plain.body).not.toContain('@');
    const rows = plain.lines.slice(1).map((line) => line.split(','));
    expect(rows.map((row) => row[0])).toEqual([ids.u3, ids.u2, ids.u1]);
    const lessonCount = course.lessons.length;
    expect(rows.map((row) => row.slice(3))).toEqual([
      ['2', '2', '1', '0', '0', '0', '1', 'no'],
      ['4', '2', '1', '1', '0', '1', '1', 'no'],
      ['3', String(lessonCount), String(lessonCount), '1', '1', '1', '1', 'yes'],
    ]);
  });

  it('adds the e-mail only of learners who allowed contact, and records the export in the audit log', async () => {
    const withEmails = await csv(`report=learners&includeEmails=true&${RANGE}`);
    expect(withEmails.lines[0].endsWith(',contactAllowed,email')).toBe(true);
    expect(withEmails.lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(['', '', 'u1@example.com']);
    // u3 allowed contact in February, then withdrew it in the latest survey.
    expect(withEmails.body).not.toContain('u3@example.com');
    const audit = (await kube('GET', '/api/admin/audit?action=insights.export-emails')).body.data.result.content;
    expect(audit[0]).toMatchObject({
      actor: 'insights-admin@example.com',
      after: { from: '2026-03-01', to: '2026-03-10', learners: 3, emails: 1 },
    });
  });

  it('refuses an export it cannot make, in the envelope', async () => {
    const refusals: [string, string][] = [
      ['report=everything', 'querystring.report'],
      [`report=funnel&${RANGE}`, 'querystring.courseId'],
      [`report=courses&includeEmails=true&${RANGE}`, 'querystring.includeEmails'],
      ['report=courses&from=2026-03-10&to=2026-03-01', 'querystring.to'],
    ];
    for (const [query, field] of refusals) {
      const response = await csv(query);
      expect(response.status, query).toBe(400);
      expect(JSON.parse(response.body).errors[0], query).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });
});

describe('who may see insights', () => {
  it('refuses visitors (401), learners and personal access tokens (403)', async () => {
    const learner = callerFor(t, 'kube', (await signedInLearner(t, 'kube', 'insights-learner@example.com')).token);
    const token = callerFor(
      t,
      'kube',
      (await adminToken(t, 'kube', 'Reporting bot', ['users:read', 'alerts:write', 'content:write'])).token,
    );
    const visitor = callerFor(t, 'kube');
    const calls: [Parameters<Caller>[0], string][] = [
      ['GET', `/api/admin/insights?${RANGE}`],
      ['GET', `/api/admin/insights/courses/${course.courseId}/funnel?${RANGE}`],
      ['GET', `/api/admin/insights/export?report=learners&includeEmails=true&${RANGE}`],
      ['POST', '/api/admin/insights/refresh'],
    ];
    for (const [method, url] of calls) {
      expect((await visitor(method, url)).status, url).toBe(401);
      expect((await learner(method, url)).status, url).toBe(403);
      expect((await token(method, url)).status, url).toBe(403);
    }
  });

  it('records which bank question each answer of a real attempt was to', async () => {
    const ada = await signedInLearner(t, 'kube', 'insights-ada@example.com', { isPro: true });
    const helm = await outline('kube', 'packaging-applications-with-helm');
    const check = helm.find((lesson) => lesson.type === 'knowledge-check')!;
    const quiz = (await ada.call('GET', `/api/lessons/knowledge-check?lessonId=${check.lessonId}`)).body.data;
    const answers = quiz.questions.map((question: { questionIndex: number }) => ({ questionIndex: question.questionIndex, selected: [0] }));
    const result = await ada.call('POST', '/api/lessons/knowledge-check', { lessonId: check.lessonId, answers });
    expect(result.status).toBe(200);
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.lessonId, check.lessonId));
    const [stored] = await t.database.db.select({ quiz: lessons.quiz }).from(lessons).where(eq(lessons.id, check.lessonId));
    // The first attempt's draw is seeded by the learner and no earlier attempts.
    const { drawn } = drawQuiz(stored.quiz!, `${row.userId}:0`);
    expect(stored.quiz!.questions.length).toBeGreaterThan(drawn.length);
    expect(row.asked).toEqual(drawn);
    expect(row.correct).toEqual(result.body.data.results.map((item: { correct: boolean }) => item.correct));
  });
});
