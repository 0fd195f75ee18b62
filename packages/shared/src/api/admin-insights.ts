import { z } from 'zod';
import { booleanQuerySchema, idSchema } from './common';

/** The range the insights screen opens on: the last 30 days, today included (UTC). */
export const INSIGHTS_DEFAULT_DAYS = 30;
/** The longest range one request may ask for: a year, leap day included. */
export const INSIGHTS_MAX_DAYS = 366;
/** The earliest day a range may start on. */
export const INSIGHTS_EARLIEST_DAY = '2000-01-01';
/** The most learner rows one learners export carries; a narrower range gets the rest. */
export const INSIGHTS_EXPORT_MAX_LEARNERS = 50_000;

const DAY_MS = 86_400_000;
const dayQuery = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** `day` moved by `days` (both YYYY-MM-DD, UTC). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The range of a request with its defaults filled in, or the problem with it added to `context`. */
function resolveRange(range: { from?: string; to?: string }, context: z.RefinementCtx): { from: string; to: string } {
  const to = range.to ?? todayUtc();
  const from = range.from ?? addDays(to, -(INSIGHTS_DEFAULT_DAYS - 1));
  if (from < INSIGHTS_EARLIEST_DAY)
    context.addIssue({ code: 'custom', path: ['from'], message: `must be ${INSIGHTS_EARLIEST_DAY} or later` });
  else if (from > to) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (daysInRange(from, to) > INSIGHTS_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['from'], message: `the range may span at most ${INSIGHTS_MAX_DAYS} days` });
  }
  return { from, to };
}

const rangeFields = { from: dayQuery.optional(), to: dayQuery.optional() };

/**
 * First and last day of an insights request, inclusive, in UTC. Either may be left out: `to`
 * defaults to today and `from` to the 30 days ending at `to`. A range runs forwards, starts no
 * earlier than 2000 and spans at most INSIGHTS_MAX_DAYS days.
 */
export const insightsRangeSchema = z.object(rangeFields).transform(resolveRange);
export type InsightsRangeQuery = z.input<typeof insightsRangeSchema>;
export type InsightsRange = z.output<typeof insightsRangeSchema>;

export const INSIGHTS_REPORTS = [
  'activity-days',
  'activity-weeks',
  'courses',
  'funnel',
  'questions',
  'rating-days',
  'favorites',
  'learners',
] as const;
export type InsightsReport = (typeof INSIGHTS_REPORTS)[number];

/** GET /api/admin/insights/export: one chart's table (or the learners list) as CSV, over a range as above. */
export const insightsExportQuerySchema = z
  .object({
    ...rangeFields,
    report: z.enum(INSIGHTS_REPORTS, { error: `must be one of ${INSIGHTS_REPORTS.join(', ')}` }),
    /** The course of the funnel report. */
    courseId: idSchema.optional(),
    /** Learners report only: add the e-mail of each learner who agreed to be contacted. */
    includeEmails: booleanQuerySchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.report === 'funnel' && !query.courseId)
      context.addIssue({ code: 'custom', path: ['courseId'], message: 'is required for the funnel report' });
    if (query.includeEmails && query.report !== 'learners') {
      context.addIssue({ code: 'custom', path: ['includeEmails'], message: 'only the learners report can carry e-mail addresses' });
    }
  })
  .transform(({ from, to, ...query }, context) => ({ ...query, range: resolveRange({ from, to }, context) }));
export type InsightsExportQuery = z.input<typeof insightsExportQuerySchema>;

export const funnelParamsSchema = z.object({ courseId: idSchema });

const count = z.number().int().nonnegative();
/** A share from 0 to 1, or null when there is nothing to divide by. */
const share = z.number().min(0).max(1).nullable();
const average = z.number().min(1).max(5).nullable();

const rangeAnswer = {
  from: z.iso.date(),
  to: z.iso.date(),
  /** When the aggregates were last computed in full; null before the first refresh. */
  refreshedAt: z.iso.datetime().nullable(),
  /** How often they are computed again in full (0: only on Refresh now). */
  refreshMinutes: z.number().int().nonnegative(),
  /** When the rows of yesterday and today were last computed (decision 063); null before the first refresh. */
  recentRefreshedAt: z.iso.datetime().nullable(),
  /** How often those are computed again (0: only with the full refresh). */
  recentRefreshSeconds: z.number().int().nonnegative(),
};

/** How often the server recomputes the aggregates, as every insights answer says. */
export interface InsightsSchedule {
  refreshMinutes: number;
  recentRefreshSeconds: number;
}

export const insightsActivityDaySchema = z.object({
  day: z.iso.date(),
  activeLearners: count,
  coursesStarted: count,
  coursesCompleted: count,
});
export const insightsActivityWeekSchema = z.object({ week: z.iso.date(), activeLearners: count });
export const insightsCourseSchema = z.object({
  courseId: idSchema,
  slug: z.string(),
  title: z.string(),
  /** Learners whose first lesson of the course falls in the range. */
  started: count,
  /** Of those, how many have completed every lesson since. */
  startedCompleted: count,
  /** Learners who completed the course's last remaining lesson in the range. */
  completed: count,
  completionRate: share,
});
export const insightsQuestionSchema = z.object({
  lessonId: idSchema,
  lessonTitle: z.string(),
  courseTitle: z.string(),
  /** The question's place in the knowledge check's bank, from 0. */
  questionIndex: z.number().int().nonnegative(),
  question: z.string(),
  answered: count,
  correct: count,
  passRate: share,
});
/** The survey's site ratings given on a day (decision 060: they rate the portal, never a course). */
export const insightsRatingDaySchema = z.object({ day: z.iso.date(), ratings: count, averageRating: average });
export const insightsFavoriteSchema = z.object({
  likeableType: z.enum(['course', 'lesson', 'guide', 'path']),
  itemId: idSchema,
  title: z.string(),
  /** Saved in the range and still saved. */
  savedInRange: count,
  /** Saved now, whenever it was saved. */
  savedNow: count,
});

/** GET /api/admin/insights: every chart of the screen for one range, from the portal's aggregates. */
export const insightsSchema = z.object({
  ...rangeAnswer,
  totals: z.object({
    coursesStarted: count,
    coursesCompleted: count,
    ratings: count,
    averageRating: average,
    favoritesSaved: count,
  }),
  activityDays: z.array(insightsActivityDaySchema),
  activityWeeks: z.array(insightsActivityWeekSchema),
  courses: z.array(insightsCourseSchema),
  questions: z.array(insightsQuestionSchema),
  ratingDays: z.array(insightsRatingDaySchema),
  favorites: z.array(insightsFavoriteSchema),
});
export type Insights = z.infer<typeof insightsSchema>;

export const insightsFunnelLessonSchema = z.object({
  lessonId: idSchema,
  title: z.string(),
  type: z.string(),
  /** Learners of the range's cohort who started this lesson, and who completed it. */
  started: count,
  completed: count,
});

/** GET /api/admin/insights/courses/:courseId/funnel: the learners who started the course in the range, lesson by lesson. */
export const insightsFunnelSchema = z.object({
  ...rangeAnswer,
  course: z.object({ courseId: idSchema, slug: z.string(), title: z.string() }),
  /** Learners whose first lesson of the course falls in the range (the cohort the lessons are counted over). */
  learners: count,
  lessons: z.array(insightsFunnelLessonSchema),
});
export type InsightsFunnel = z.infer<typeof insightsFunnelSchema>;

/** POST /api/admin/insights/refresh. */
export const insightsRefreshSchema = z.object({
  refreshedAt: z.iso.datetime(),
  /** False when a refresh that began after this request already recomputed them. */
  refreshed: z.boolean(),
});
export type InsightsRefresh = z.infer<typeof insightsRefreshSchema>;
