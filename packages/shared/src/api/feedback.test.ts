import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, feedbackSchemaName, feedbackTypeForPath, simpleFeedbackFormSchema, surveyFormSchema } from './feedback';

describe('feedback type and schema name (spec section 4)', () => {
  it.each([
    ['/courses/k8s/lessons/pods', 'lesson', 'lesson-v2'],
    ['/courses/k8s/lessons/pods/lab', 'lesson', 'lesson-v2'],
    ['/guides/helm-basics', 'lesson', 'lesson-v2'],
    ['/courses/k8s/conclusion', 'course', 'course-v1'],
    ['/courses/k8s', '', 'tenant-v1'],
    ['/courses', '', 'tenant-v1'],
    ['/guides', '', 'tenant-v1'],
    ['/', '', 'tenant-v1'],
    ['/contact', '', 'tenant-v1'],
  ] as const)('%s is %j feedback with %s', (path, type, schema) => {
    expect(feedbackTypeForPath(path)).toBe(type);
    expect(feedbackSchemaName(feedbackTypeForPath(path), false)).toBe(schema);
    expect(feedbackSchemaName(feedbackTypeForPath(path), true)).toBe('tenant-survey-v1');
  });
});

describe('simple feedback form', () => {
  it('requires comments', () => {
    const result = simpleFeedbackFormSchema.safeParse({ comments: '   ', isBug: false, allowContact: false });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([FEEDBACK_MESSAGES.commentsRequired]);
  });
});

describe('survey rules (spec section 5)', () => {
  const valid = { rating: 4, moreComments: '', customQuestionAnswers: ['spring-boot'], other: '', levels: ['beginner'], contactYou: false };
  const messages = (form: object, hasCustomQuestion = true) =>
    (surveyFormSchema(hasCustomQuestion).safeParse({ ...valid, ...form }).error?.issues ?? []).map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );

  it.each([
    ['a valid survey', {}, true, []],
    ['comments instead of a rating', { rating: 0, moreComments: 'Good' }, true, []],
    [
      'neither rating nor comments',
      { rating: 0 },
      true,
      [`rating: ${FEEDBACK_MESSAGES.ratingRequired}`, `moreComments: ${FEEDBACK_MESSAGES.moreCommentsRequired}`],
    ],
    [
      'blank comments and no rating',
      { rating: 0, moreComments: '   ' },
      true,
      [`rating: ${FEEDBACK_MESSAGES.ratingRequired}`, `moreComments: ${FEEDBACK_MESSAGES.moreCommentsRequired}`],
    ],
    ['no custom answer', { customQuestionAnswers: [] }, true, [`customQuestionAnswers: ${FEEDBACK_MESSAGES.customAnswersRequired}`]],
    ['Other instead of a custom answer', { customQuestionAnswers: [], other: 'Spring Shell' }, true, []],
    ['no custom answer on a portal without the question', { customQuestionAnswers: [] }, false, []],
    ['no level', { levels: [] }, true, [`levels: ${FEEDBACK_MESSAGES.levelsRequired}`]],
  ])('%s', (_name, form, hasCustomQuestion, expected) => {
    expect(messages(form, hasCustomQuestion)).toEqual(expected);
  });

  it('keeps ratings within 0 to 5 stars', () => {
    expect(messages({ rating: 6 })).toHaveLength(1);
  });
});
