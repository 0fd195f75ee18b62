import { z } from 'zod';
import type { TenantId } from '../tenant';
import { tenantIdSchema } from '../tenant-schema';
import { adminListQueryFields } from './admin-lists';

/** Spec sections 3 to 5: the feedback dialogs, the survey and the payload both send. */
export const FEEDBACK_MESSAGES = {
  commentsRequired: 'The comments field is required',
  ratingRequired: 'The rating field is required when comments is not present',
  moreCommentsRequired: 'The comments field is required when rating is not present',
  customAnswersRequired: 'The custom question answers field is required',
  levelsRequired: 'The levels field is required',
} as const;

export const FEEDBACK_SCHEMAS = ['tenant-survey-v1', 'lesson-v2', 'course-v1', 'tenant-v1'] as const;
export type FeedbackSchemaName = (typeof FEEDBACK_SCHEMAS)[number];
export const FEEDBACKABLE_TYPES = ['lesson', 'course', ''] as const;
export type FeedbackableType = (typeof FEEDBACKABLE_TYPES)[number];

export const COMMENTS_MAX_LENGTH = 5_000;
export const RATING_MAX = 5;

/** The portal's own survey question; kube has none (spec section 9). */
export const CUSTOM_QUESTION_CATEGORY: Record<TenantId, string | null> = {
  spring: 'spring-projects',
  kube: null,
  tanzu: 'tanzu-products',
};

/** Spec section 4: lesson for lesson and guide pages, course for the conclusion page, otherwise empty. */
export function feedbackTypeForPath(pathname: string): FeedbackableType {
  if (pathname.includes('/conclusion')) return 'course';
  if (pathname.includes('/guides/') || /^\/courses\/[^/]+\/lessons\/[^/]+/.test(pathname)) return 'lesson';
  if (/^\/courses\/[^/]+\/[^/]+\/?$/.test(pathname) && !pathname.includes('/lessons')) return 'course';
  return '';
}

/** Spec section 4: the schema name a submission carries. */
export function feedbackSchemaName(type: FeedbackableType, isSurvey: boolean): FeedbackSchemaName {
  if (isSurvey) return 'tenant-survey-v1';
  if (type === 'lesson') return 'lesson-v2';
  if (type === 'course') return 'course-v1';
  return 'tenant-v1';
}

const commentsText = z.string().max(COMMENTS_MAX_LENGTH, `must be at most ${COMMENTS_MAX_LENGTH} characters`);
const shortText = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** The simple Give Feedback dialog. */
export const simpleFeedbackFormSchema = z.object({
  comments: z
    .string()
    .trim()
    .min(1, FEEDBACK_MESSAGES.commentsRequired)
    .max(COMMENTS_MAX_LENGTH, `must be at most ${COMMENTS_MAX_LENGTH} characters`),
  isBug: z.boolean(),
  allowContact: z.boolean(),
});
export type SimpleFeedbackForm = z.infer<typeof simpleFeedbackFormSchema>;

/** The survey dialog's rules; `hasCustomQuestion` is false on kube, or when the portal's list is empty. */
export function surveyFormSchema(hasCustomQuestion: boolean) {
  return z
    .object({
      rating: z.number().int().min(0).max(RATING_MAX),
      moreComments: commentsText,
      customQuestionAnswers: z.array(z.string()),
      other: shortText(500),
      levels: z.array(z.string()),
      contactYou: z.boolean(),
    })
    .superRefine((form, context) => {
      for (const issue of surveyProblems(
        {
          rating: form.rating || null,
          comments: form.moreComments,
          customAnswers: form.customQuestionAnswers,
          other: form.other,
          levels: form.levels,
        },
        hasCustomQuestion,
      )) {
        context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      }
    });
}
export type SurveyForm = z.infer<ReturnType<typeof surveyFormSchema>>;

interface SurveyAnswers {
  rating: number | null;
  comments: string;
  customAnswers: string[];
  other: string;
  levels: string[];
}

/** The survey rules of spec section 5, shared by the dialog and the server; fields are the form's names. */
export function surveyProblems(answers: SurveyAnswers, hasCustomQuestion: boolean): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const hasComments = answers.comments.trim().length > 0;
  if (!answers.rating && !hasComments) {
    problems.push({ field: 'rating', message: FEEDBACK_MESSAGES.ratingRequired });
    problems.push({ field: 'moreComments', message: FEEDBACK_MESSAGES.moreCommentsRequired });
  }
  if (hasCustomQuestion && answers.customAnswers.length === 0 && answers.other.trim().length === 0) {
    problems.push({ field: 'customQuestionAnswers', message: FEEDBACK_MESSAGES.customAnswersRequired });
  }
  if (answers.levels.length === 0) problems.push({ field: 'levels', message: FEEDBACK_MESSAGES.levelsRequired });
  return problems;
}

/** The survey's answers inside the payload; kube sends only the levels. */
export const surveyFeedbackSchema = z.object({
  levels: z.array(shortText(100)).max(20),
  customQuestion: shortText(100).optional(),
  customQuestionAnswers: z.array(shortText(100)).max(50).optional(),
  otherAnswer: shortText(500).optional(),
  contactYou: z.boolean().optional(),
});
export type SurveyFeedback = z.infer<typeof surveyFeedbackSchema>;

export const feedbackContextSchema = z.object({
  userAgent: shortText(1_000),
  url: shortText(2_048),
  route: shortText(2_048),
});

/** POST /api/feedback (spec section 3). */
export const feedbackPayloadSchema = z
  .object({
    feedbackableType: z.enum(FEEDBACKABLE_TYPES, { error: 'must be lesson, course or empty' }),
    feedbackableId: z.union([z.uuid({ error: 'must be a valid id' }), z.literal('')]).default(''),
    courseId: z.union([z.uuid({ error: 'must be a valid id' }), z.literal('')]).default(''),
    tenantId: tenantIdSchema.optional(),
    comments: commentsText.default(''),
    rating: z.number().int().min(1).max(RATING_MAX).nullable().default(null),
    schema: z.enum(FEEDBACK_SCHEMAS),
    feedback: surveyFeedbackSchema.optional(),
    context: feedbackContextSchema,
    isBug: z.boolean().default(false),
    allowContact: z.boolean().default(false),
    moreCommentsVal: commentsText.optional(),
  })
  .superRefine((payload, context) => {
    const add = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (payload.feedbackableType !== '' && payload.feedbackableId === '')
      add('feedbackableId', `is required for ${payload.feedbackableType} feedback`);
    if (payload.feedbackableType === '' && payload.feedbackableId !== '') add('feedbackableId', 'must be empty without a feedbackableType');
    if (payload.schema !== 'tenant-survey-v1') {
      if (payload.comments.trim() === '') add('comments', FEEDBACK_MESSAGES.commentsRequired);
      if (payload.rating !== null) add('rating', 'is only sent with the survey');
      if (payload.feedback) add('feedback', 'is only sent with the survey');
      if (payload.schema !== feedbackSchemaName(payload.feedbackableType, false)) {
        add('schema', `must be ${feedbackSchemaName(payload.feedbackableType, false)} for this feedback type`);
      }
    }
  });
export type FeedbackPayload = z.input<typeof feedbackPayloadSchema>;

export const feedbackReceiptSchema = z.object({ success: z.boolean(), data: z.object({ feedbackId: z.uuid() }) });

/** A choice of the survey (spec section 3: key, value as the label, checked). */
export const surveyChoiceSchema = z.object({ key: z.string(), value: z.string(), checked: z.boolean() });
export type SurveyChoice = z.infer<typeof surveyChoiceSchema>;

/** GET /api/feedback/questions. */
export const feedbackQuestionsSchema = z.object({
  customQuestionCategory: z.string().nullable(),
  customQuestion: z.array(surveyChoiceSchema),
  level: z.array(surveyChoiceSchema),
});
export type FeedbackQuestions = z.infer<typeof feedbackQuestionsSchema>;

/** GET /api/admin/feedback: filters, and a search over comments, the page, the survey's other answer and the sender. */
export const adminFeedbackQuerySchema = z.object({
  tenant: tenantIdSchema.optional(),
  type: z.enum(['lesson', 'course', 'general']).optional(),
  rating: z.coerce.number().int().min(1).max(RATING_MAX).optional(),
  ...adminListQueryFields,
});

export const adminFeedbackItemSchema = z.object({
  id: z.uuid(),
  tenantId: tenantIdSchema,
  feedbackableType: z.enum(FEEDBACKABLE_TYPES),
  feedbackableId: z.string(),
  feedbackableTitle: z.string().nullable(),
  courseTitle: z.string().nullable(),
  schema: z.string(),
  comments: z.string(),
  rating: z.number().int().nullable(),
  isBug: z.boolean(),
  allowContact: z.boolean(),
  survey: surveyFeedbackSchema.nullable(),
  context: feedbackContextSchema,
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;

/**
 * The survey's stars rate the whole portal (decision 060): averaged per portal, never into a course
 * or lesson. Every rating the product stores is one of these (the survey is the only form with stars).
 */
export const siteRatingSchema = z.object({
  tenantId: tenantIdSchema,
  averageRating: z.number(),
  ratings: z.number().int(),
});
export type SiteRating = z.infer<typeof siteRatingSchema>;

export const adminFeedbackListSchema = z.object({
  result: z.array(adminFeedbackItemSchema),
  totalElements: z.number().int(),
  siteRatings: z.array(siteRatingSchema),
});
export type AdminFeedbackList = z.infer<typeof adminFeedbackListSchema>;
