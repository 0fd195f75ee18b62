import { describe, expect, it } from 'vitest';
import { feedbackPayloadSchema, type FeedbackQuestions } from '@academy/shared';
import { feedbackContext, feedbackSubject, simpleFeedbackPayload, surveyPayload, type FeedbackOrigin } from './feedback-payload';

const LESSON_ID = '6f1c2a43-0e43-4d42-9a83-5a3e1f1d2b11';
const COURSE_ID = '0b8e7d26-5c6f-4a53-8f2e-2f9b1a7c3d44';
const LESSON_PATH = '/courses/kubernetes-fundamentals/lessons/pods';
const context = feedbackContext('Chromium', `http://kube.localhost${LESSON_PATH}`, LESSON_PATH);

describe('feedbackSubject (spec section 4)', () => {
  it('names the lesson, guide or course the page registered', () => {
    expect(feedbackSubject(LESSON_PATH, { pathname: LESSON_PATH, feedbackableId: LESSON_ID, courseId: COURSE_ID })).toEqual({
      feedbackableType: 'lesson',
      feedbackableId: LESSON_ID,
      courseId: COURSE_ID,
    });
    expect(feedbackSubject('/guides/helm-basics', { pathname: '/guides/helm-basics', feedbackableId: LESSON_ID, courseId: '' })).toEqual({
      feedbackableType: 'lesson',
      feedbackableId: LESSON_ID,
      courseId: '',
    });
    expect(
      feedbackSubject('/courses/kubernetes-fundamentals/conclusion', {
        pathname: '/courses/kubernetes-fundamentals/conclusion',
        feedbackableId: COURSE_ID,
        courseId: COURSE_ID,
      }),
    ).toEqual({
      feedbackableType: 'course',
      feedbackableId: COURSE_ID,
      courseId: COURSE_ID,
    });
  });

  it('is general feedback elsewhere, and where the page on screen registered nothing for this address', () => {
    const general = { feedbackableType: '', feedbackableId: '', courseId: '' };
    expect(feedbackSubject('/', null)).toEqual(general);
    expect(feedbackSubject('/courses', { pathname: LESSON_PATH, feedbackableId: LESSON_ID, courseId: COURSE_ID })).toEqual(general);
    expect(feedbackSubject(LESSON_PATH, null)).toEqual(general);
    expect(
      feedbackSubject(LESSON_PATH, {
        pathname: '/courses/kubernetes-fundamentals/lessons/services',
        feedbackableId: LESSON_ID,
        courseId: COURSE_ID,
      }),
    ).toEqual(general);
  });
});

describe('feedbackContext', () => {
  it('cuts what the server would refuse as too long', () => {
    const long = feedbackContext('u'.repeat(1_500), `http://x/${'a'.repeat(3_000)}`, '/');
    expect(long.userAgent).toHaveLength(1_000);
    expect(long.url).toHaveLength(2_048);
  });
});

describe('simpleFeedbackPayload', () => {
  const origin: FeedbackOrigin = {
    subject: { feedbackableType: 'lesson', feedbackableId: LESSON_ID, courseId: COURSE_ID },
    context,
    tenantId: 'kube',
  };

  it('sends the comments without rating or survey, with the schema of the page type', () => {
    const payload = simpleFeedbackPayload({ comments: ' <b>Typo</b> in step 2 ', isBug: true, allowContact: true }, origin, true);
    expect(payload).toEqual({
      feedbackableType: 'lesson',
      feedbackableId: LESSON_ID,
      courseId: COURSE_ID,
      tenantId: 'kube',
      comments: '<b>Typo</b> in step 2',
      rating: null,
      schema: 'lesson-v2',
      context,
      isBug: true,
      allowContact: true,
    });
    expect(feedbackPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('never sends allowContact for an anonymous visitor', () => {
    expect(
      simpleFeedbackPayload(
        { comments: 'Hi', isBug: false, allowContact: true },
        { ...origin, subject: { feedbackableType: '', feedbackableId: '', courseId: '' } },
        false,
      ),
    ).toMatchObject({
      allowContact: false,
      schema: 'tenant-v1',
    });
  });
});

describe('surveyPayload', () => {
  const form = {
    rating: 0,
    moreComments: ' More labs ',
    customQuestionAnswers: ['spring-boot'],
    other: ' Spring Shell ',
    levels: ['beginner'],
    contactYou: true,
  };
  const origin: FeedbackOrigin = {
    subject: { feedbackableType: 'course', feedbackableId: COURSE_ID, courseId: COURSE_ID },
    context,
    tenantId: 'spring',
  };
  const questions = (category: string | null): FeedbackQuestions => ({
    customQuestionCategory: category,
    customQuestion: category ? [{ key: 'spring-boot', value: 'Spring Boot', checked: false }] : [],
    level: [{ key: 'beginner', value: 'Beginner', checked: false }],
  });

  it("sends the portal's question, the comments as moreCommentsVal and no stars as a null rating", () => {
    const payload = surveyPayload(form, origin, questions('spring-projects'));
    expect(payload).toEqual({
      feedbackableType: 'course',
      feedbackableId: COURSE_ID,
      courseId: COURSE_ID,
      tenantId: 'spring',
      comments: '',
      rating: null,
      schema: 'tenant-survey-v1',
      feedback: {
        levels: ['beginner'],
        customQuestion: 'spring-projects',
        customQuestionAnswers: ['spring-boot'],
        otherAnswer: 'Spring Shell',
        contactYou: true,
      },
      context,
      isBug: false,
      allowContact: false,
      moreCommentsVal: 'More labs',
    });
    expect(feedbackPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends only the levels and the consent on kube', () => {
    const payload = surveyPayload({ ...form, rating: 5 }, { ...origin, tenantId: 'kube' }, questions(null));
    expect(payload.feedback).toEqual({ levels: ['beginner'], contactYou: true });
    expect(payload.rating).toBe(5);
  });
});
