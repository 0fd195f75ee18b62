import { z } from 'zod';
import { guideListItemSchema } from './guides';
import { courseListItemSchema, lessonSummarySchema } from './courses';
import { idSchema, progressStatusSchema } from './common';
import { pathListItemSchema } from './paths';

export const markStartedSchema = z.object({
  lessonId: idSchema,
  courseId: idSchema,
  operationType: z.literal('START_LESSON', { error: 'must be START_LESSON' }),
});

export const markCompleteSchema = z.object({
  lessonId: idSchema,
  courseId: idSchema,
  isLastLesson: z.boolean().optional(),
  operationType: z.literal('COMPLETE_LESSON', { error: 'must be COMPLETE_LESSON' }),
});

/** Undoes "Mark as complete" on a lesson (not a knowledge check, which is completed by passing it). */
export const markIncompleteSchema = z.object({ lessonId: idSchema, courseId: idSchema });

export const guideCompleteSchema = z.object({
  lessonId: idSchema,
  operationType: z.literal('COMPLETE_LESSON', { error: 'must be COMPLETE_LESSON' }),
});

export const lessonProgressSchema = z.object({
  lessonId: idSchema,
  progressStatus: progressStatusSchema,
  courseId: idSchema.nullable(),
  completedLesson: z.number().int().nonnegative(),
  lessonsCount: z.number().int().nonnegative(),
  courseProgressStatus: progressStatusSchema,
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const LIKEABLE_TYPES = ['course', 'lesson', 'guide', 'path'] as const;
export const favoriteRequestSchema = z.object({
  id: idSchema,
  /** `save` adds the favourite; any other value removes it (spec section 4). */
  operationType: z.string().min(1).max(20),
  likeableType: z.enum(LIKEABLE_TYPES),
});
export const favoriteResultSchema = z.object({ id: idSchema, likeableType: z.enum(LIKEABLE_TYPES), isFavorite: z.boolean() });

export const dashboardFavoritesSchema = z.object({
  courses: z.array(courseListItemSchema),
  lessons: z.array(lessonSummarySchema.extend({ courseSlug: z.string(), courseTitle: z.string() })),
  guides: z.array(guideListItemSchema),
  paths: z.array(pathListItemSchema),
});
export type DashboardFavorites = z.infer<typeof dashboardFavoritesSchema>;

export const knowledgeCheckQuerySchema = z.object({ lessonId: idSchema });

/** A quiz as a learner sees it before submitting: no answer key. */
export const quizForLearnerSchema = z.object({
  lessonId: idSchema,
  introContent: z.string(),
  totalQuestions: z.number().int().positive(),
  passingMarks: z.number(),
  questions: z.array(
    z.object({
      questionIndex: z.number().int().nonnegative(),
      /** Sanitised inline HTML (code spans, emphasis) of the question. */
      question: z.string(),
      /** The question's code block, rendered to highlighted HTML. */
      description: z.string(),
      /** Sanitised inline HTML of each option. */
      options: z.array(z.string()),
      type: z.enum(['single', 'multi']),
    }),
  ),
  lastAttempt: z.object({ score: z.number(), passed: z.boolean(), createdAt: z.iso.datetime() }).nullable(),
  /** How many attempts the learner has made, and after how many failed ones the answers are shown. */
  attempts: z.number().int().nonnegative(),
  answersAfterAttempts: z.number().int().positive(),
});
export type QuizForLearner = z.infer<typeof quizForLearnerSchema>;

export const quizSubmissionSchema = z.object({
  lessonId: idSchema,
  /**
   * The `attempts` of the view answered: when another attempt was recorded since, the submission is
   * refused (409), since it would be graded against the next attempt's questions and option order.
   */
  attempts: z.number().int().min(0).optional(),
  answers: z
    .array(z.object({ questionIndex: z.number().int().min(0).max(99), selected: z.array(z.number().int().min(0).max(49)).max(50) }))
    .min(1)
    .max(100),
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const quizResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  passingMarks: z.number(),
  message: z.string(),
  correctCount: z.number().int().nonnegative(),
  totalQuestions: z.number().int().positive(),
  /**
   * Whether each question was answered right. The correct options and the explanation (HTML) are
   * sent only with `answersShown`: after a pass or once `attempts` reaches `answersAfterAttempts`.
   */
  results: z.array(
    z.object({
      questionIndex: z.number().int(),
      correct: z.boolean(),
      answer: z.array(z.number().int()).optional(),
      explanation: z.string().optional(),
    }),
  ),
  answersShown: z.boolean(),
  attempts: z.number().int().positive(),
  answersAfterAttempts: z.number().int().positive(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const labQuerySchema = z.object({
  /** The lab's address, trimmed to the lab folder (spec section 7): /courses/{c}/lessons/{l} or /guides/{g}. */
  url: z.string().min(1).max(500),
  lessonId: idSchema,
});

/** A lab ships a starter project to work in and the solution to compare with. */
export const LAB_VARIANTS = ['starter', 'solution'] as const;
export type LabVariant = (typeof LAB_VARIANTS)[number];

export const labProjectQuerySchema = labQuerySchema.extend({ variant: z.enum(LAB_VARIANTS) });
export type LabProjectQuery = z.infer<typeof labProjectQuerySchema>;
/**
 * Documents the answer of GET /api/lessons/lab/project: the zip archive itself (application/zip,
 * with a file name in content-disposition), not an envelope. A refusal is an envelope as usual.
 */
export const labProjectArchiveSchema = z.string().describe('the zip archive, sent as application/zip');

export const labDataSchema = z.object({
  /** The lab lesson's id, or the guide's for a guide lab. */
  lessonId: idSchema,
  title: z.string(),
  instructions: z.string().nullable(),
  lock: z.object({ requires: z.enum(['auth', 'pro']), message: z.string() }).nullable(),
  requirements: z.array(z.string()),
  /** The configured lab provider's environment for this learner, or null to run the lab locally. */
  environmentUrl: z.string().nullable(),
  localRunMessage: z.string(),
  /** The lab's starter project and solution as zip archives (GET /api/lessons/lab/project); none while locked. */
  downloads: z.array(z.object({ variant: z.enum(LAB_VARIANTS), fileName: z.string(), sizeBytes: z.number().int() })),
});
export type LabData = z.infer<typeof labDataSchema>;
