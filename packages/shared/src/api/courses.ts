import { z } from 'zod';
import { labTypeSchema, levelSchema } from '../content/front-matter';
import { tenantIdSchema } from '../tenant-schema';
import {
  booleanQuerySchema,
  entitlementsSchema,
  filterCategorySchema,
  idSchema,
  instructorSummarySchema,
  progressStatusSchema,
  releaseSchema,
  tenantQuerySchema,
} from './common';

export const courseListQuerySchema = tenantQuerySchema.extend({
  progressFilterRequired: booleanQuerySchema.optional(),
});

export const courseListItemSchema = z.object({
  courseId: idSchema,
  tenantId: tenantIdSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: z.array(z.string()),
  level: z.array(levelSchema),
  labType: labTypeSchema,
  entitlements: entitlementsSchema,
  duration: z.number().int().nonnegative(),
  lessonsCount: z.number().int().nonnegative(),
  /** Lessons this reader can open only with a pro account: while above 0 the course cannot be finished without pro. */
  lessonsNeedingPro: z.number().int().nonnegative(),
  completedLesson: z.number().int().nonnegative(),
  progressStatus: progressStatusSchema,
  isFavorite: z.boolean(),
  instructors: z.array(instructorSummarySchema),
  release: releaseSchema.optional(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const courseListSchema = z.object({
  courses: z.array(courseListItemSchema),
  categories: z.array(filterCategorySchema),
});
export type CourseList = z.infer<typeof courseListSchema>;

export const lessonSummarySchema = z.object({
  lessonId: idSchema,
  parentId: idSchema,
  courseId: idSchema,
  title: z.string(),
  slug: z.string(),
  type: z.enum(['lesson', 'knowledge-check', 'lab']),
  orderColumn: z.number().int(),
  duration: z.number().int().nonnegative(),
  summary: z.string(),
  entitlements: entitlementsSchema,
  isLocked: z.boolean(),
  isComplete: z.boolean(),
  progressStatus: progressStatusSchema,
  isFavorite: z.boolean(),
  release: releaseSchema.optional(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const moduleItemSchema = z.object({
  lessonId: idSchema,
  parentId: z.null(),
  courseId: idSchema,
  title: z.string(),
  slug: z.string(),
  type: z.literal('module'),
  orderColumn: z.number().int(),
  moduleNumber: z.number().int().positive(),
  summary: z.string(),
});
export type ModuleItem = z.infer<typeof moduleItemSchema>;

export const outlineModuleSchema = moduleItemSchema.extend({ lessons: z.array(lessonSummarySchema) });
export type OutlineModule = z.infer<typeof outlineModuleSchema>;

export const courseDetailsSchema = z.object({
  course: courseListItemSchema.extend({ description: z.string() }),
  modules: z.array(outlineModuleSchema),
  moduleCount: z.number().int().nonnegative(),
});
export type CourseDetails = z.infer<typeof courseDetailsSchema>;

export const courseLessonsSchema = z.object({
  courseId: idSchema,
  courseTitle: z.string(),
  level: levelSchema,
  lessons: z.array(z.union([moduleItemSchema, lessonSummarySchema])),
  lessonsCount: z.number().int().nonnegative(),
  completedLesson: z.number().int().nonnegative(),
  courseConclusion: z.string(),
});
export type CourseLessons = z.infer<typeof courseLessonsSchema>;
