import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, type FeedbackPayload } from '@academy/shared';
import { feedback } from '../../db/schema';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { awayFromWindowEdge } from '../../test/window-edge';

let t: TestApp;
let course: { courseId: string; lessonIds: string[] };
let guideId: string;
beforeAll(async () => {
  t = await createTestApp({ ANONYMOUS_FEEDBACK_PER_HOUR: '1000' });
  const details = (
    await t.app.inject({ url: '/api/courses/details?slug=kubernetes-fundamentals', headers: { host: 'kube.localhost' } })
  ).json().data;
  course = {
    courseId: details.course.courseId,
    lessonIds: details.modules.flatMap((module: { lessons: { lessonId: string }[] }) => module.lessons.map((lesson) => lesson.lessonId)),
  };
  guideId = (await t.app.inject({ url: '/api/guides/list', headers: { host: 'kube.localhost' } })).json().data.guides[0].lessonId;
});
afterAll(() => t.close());

const context = { userAgent: 'vitest', url: 'http://kube.localhost/', route: '/' };
const send = (payload: object, tenant = 'kube', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/feedback', headers: { host: `${tenant}.localhost`, ...headers }, payload });
const stored = (id: string) => t.database.db.select().from(feedback).where(eq(feedback.id, id));
const survey = (extra: Partial<FeedbackPayload> = {}): FeedbackPayload => ({
  feedbackableType: '',
  schema: 'tenant-survey-v1',
  rating: 4,
  comments: '',
  moreCommentsVal: '',
  context,
  feedback: { levels: ['beginner'] },
  ...extra,
});

describe('GET /api/feedback/questions', () => {
  it("serves each portal's own question from the database, and none on kube", async () => {
    const spring = (await t.app.inject({ url: '/api/feedback/questions', headers: { host: 'spring.localhost' } })).json().data;
    expect(spring.customQuestionCategory).toBe('spring-projects');
    expect(spring.customQuestion).toContainEqual({ key: 'spring-boot', value: 'Spring Boot', checked: false });
    expect(spring.level.map((choice: { value: string }) => choice.value)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    const tanzu = (await t.app.inject({ url: '/api/feedback/questions?tenantId=tanzu' })).json().data;
    expect(tanzu.customQuestionCategory).toBe('tanzu-products');
    expect(tanzu.customQuestion.length).toBeGreaterThan(0);
    const kube = (await t.app.inject({ url: '/api/feedback/questions', headers: { host: 'kube.localhost' } })).json().data;
    expect(kube).toMatchObject({ customQuestionCategory: null, customQuestion: [] });
    expect(kube.level).toHaveLength(3);
  });
});

describe('POST /api/feedback', () => {
  it('stores simple feedback about a lesson with its schema, type and context, anonymously', async () => {
    const response = await send({
      feedbackableType: 'lesson',
      feedbackableId: course.lessonIds[0],
      courseId: course.courseId,
      schema: 'lesson-v2',
      comments: '  Clear lesson  ',
      isBug: true,
      context,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { success: true } });
    const [row] = await stored(body.data.data.feedbackId);
    expect(row).toMatchObject({
      tenantId: 'kube',
      userId: null,
      feedbackableType: 'lesson',
      schema: 'lesson-v2',
      comments: 'Clear lesson',
      isBug: true,
      rating: null,
      context,
    });
  });

  it('keeps HTML in comments as plain text', async () => {
    const comments = '<img src=x onerror=alert(1)><b>bold</b>';
    const body = (await send({ feedbackableType: '', schema: 'tenant-v1', comments, context })).json();
    const [row] = await stored(body.data.data.feedbackId);
    expect(row.comments).toBe(comments);
  });

  it('records the signed-in learner and their allowContact choice; anonymous visitors cannot choose it', async () => {
    const learner = await signedInLearner(t, 'kube', 'feedback-learner@example.com');
    const mine = await learner.call('POST', '/api/feedback', {
      feedbackableType: 'course',
      feedbackableId: course.courseId,
      courseId: course.courseId,
      schema: 'course-v1',
      comments: 'Great course',
      allowContact: true,
      context,
    });
    expect(mine.status).toBe(200);
    const [row] = await stored(mine.body.data.data.feedbackId);
    expect(row.userId).not.toBeNull();
    expect(row.allowContact).toBe(true);
    const anonymous = await send({ feedbackableType: '', schema: 'tenant-v1', comments: 'hi', allowContact: true, context });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errors[0].field).toBe('body.allowContact');
  });

  it('accepts guide pages as lesson feedback', async () => {
    expect(
      (await send({ feedbackableType: 'lesson', feedbackableId: guideId, schema: 'lesson-v2', comments: 'Nice guide', context }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    ['an empty comment', { feedbackableType: '', schema: 'tenant-v1', comments: '   ', context }, FEEDBACK_MESSAGES.commentsRequired],
    [
      'the wrong schema for the type',
      { feedbackableType: 'lesson', feedbackableId: '00000000-0000-4000-8000-000000000000', schema: 'tenant-v1', comments: 'x', context },
      'must be lesson-v2',
    ],
    [
      'a rating outside the survey',
      { feedbackableType: '', schema: 'tenant-v1', comments: 'x', rating: 3, context },
      'only sent with the survey',
    ],
    ['a rating of 6', survey({ rating: 6 }), 'expected number to be <=5'],
    [
      'an unknown lesson',
      { feedbackableType: 'lesson', feedbackableId: '00000000-0000-4000-8000-000000000000', schema: 'lesson-v2', comments: 'x', context },
      'not a lesson or guide',
    ],
    [
      'a spring course on kube',
      { feedbackableType: 'course', feedbackableId: 'SPRING', schema: 'course-v1', comments: 'x', context },
      'not a course of this portal',
    ],
    ['a survey without rating or comments', survey({ rating: null }), FEEDBACK_MESSAGES.ratingRequired],
    ['a survey without levels', survey({ feedback: { levels: [] } }), FEEDBACK_MESSAGES.levelsRequired],
    ['a level the portal does not offer', survey({ feedback: { levels: ['expert'] } }), 'levels holds a choice'],
    [
      'a custom question on kube',
      survey({ feedback: { levels: ['beginner'], customQuestion: 'spring-projects', customQuestionAnswers: ['spring-boot'] } }),
      'no custom survey question',
    ],
    ['a missing context', { feedbackableType: '', schema: 'tenant-v1', comments: 'x' }, 'context'],
  ])('refuses %s with a 400 and stores nothing', async (_name, payload, message) => {
    const springCourse = (await t.app.inject({ url: '/api/courses/list', headers: { host: 'spring.localhost' } })).json().data.courses[0]
      .courseId;
    const before = (await t.database.db.select().from(feedback)).length;
    const response = await send(JSON.parse(JSON.stringify(payload).replace('SPRING', springCourse)));
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { errorMessage: string }) => error.errorMessage)
        .join(' '),
    ).toContain(message);
    expect((await t.database.db.select().from(feedback)).length).toBe(before);
  });

  it("applies the portal's survey rules on spring: the custom question needs an answer or Other", async () => {
    const springSurvey = (feedbackPart: object) =>
      send(survey({ feedback: { levels: ['advanced'], customQuestion: 'spring-projects', ...feedbackPart } }), 'spring');
    const missing = await springSurvey({ customQuestionAnswers: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].errorMessage).toBe(FEEDBACK_MESSAGES.customAnswersRequired);
    expect((await springSurvey({ customQuestionAnswers: ['made-up'] })).statusCode).toBe(400);
    expect((await springSurvey({ customQuestionAnswers: [], otherAnswer: 'Spring Modulith' })).statusCode).toBe(200);
    const ok = await springSurvey({ customQuestionAnswers: ['spring-boot', 'spring-ai'], contactYou: true });
    expect(ok.statusCode).toBe(200);
    const [row] = await stored(ok.json().data.data.feedbackId);
    expect(row).toMatchObject({
      tenantId: 'spring',
      schema: 'tenant-survey-v1',
      rating: 4,
      survey: { levels: ['advanced'], customQuestionAnswers: ['spring-boot', 'spring-ai'], contactYou: true },
    });
  });

  it('takes survey comments without a rating', async () => {
    expect((await send(survey({ rating: null, moreCommentsVal: 'More labs please' }))).statusCode).toBe(200);
  });

  it('refuses a body over 16 KiB with a 413 envelope', async () => {
    const response = await send({ feedbackableType: '', schema: 'tenant-v1', comments: 'x'.repeat(20_000), context });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, errors: [{ errorMessage: 'The request body is too large' }] });
  });
});

describe('anonymous rate limit', () => {
  it('refuses an anonymous client past its hourly allowance with a 429 and Retry-After, but not a signed-in learner', async () => {
    const limited = await createTestApp({ ANONYMOUS_FEEDBACK_PER_HOUR: '2' });
    try {
      const post = (headers: Record<string, string> = {}) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/feedback',
          remoteAddress: '203.0.113.7',
          headers: { host: 'kube.localhost', ...headers },
          payload: { feedbackableType: '', schema: 'tenant-v1', comments: 'hello', context },
        });
      await awayFromWindowEdge(3_600);
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().errors[0].errorMessage).toMatch(/Too many requests/);
      const learner = await signedInLearner(limited, 'kube', 'limited-learner@example.com');
      expect((await post({ authorization: `Bearer ${learner.token}` })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
