import { z } from 'zod';
import { levelSchema } from '../content/front-matter';
import { tenantIdSchema } from '../tenant-schema';
import { filterCategorySchema, idSchema, progressStatusSchema, releaseSchema } from './common';

export const pathCourseSchema = z.object({
  courseId: idSchema,
  tenantId: tenantIdSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  level: levelSchema,
  duration: z.number().int().nonnegative(),
  lessonsCount: z.number().int().nonnegative(),
  isFavorite: z.boolean(),
  /**
   * The reader's progress in the course (a visitor's: Not Started). Null for another portal's course:
   * accounts belong to one portal, so its progress is kept there (decision 046).
   */
  progress: z
    .object({
      completedLesson: z.number().int().nonnegative(),
      progressStatus: progressStatusSchema,
      /** The first lesson not complete, in reading order; null once every lesson is. */
      nextLesson: z.object({ slug: z.string(), title: z.string() }).nullable(),
    })
    .nullable(),
  release: releaseSchema.optional(),
});
export type PathCourse = z.infer<typeof pathCourseSchema>;

export const pathListItemSchema = z.object({
  pathId: idSchema,
  tenantId: tenantIdSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: z.array(z.string()),
  level: z.array(levelSchema),
  duration: z.number().int().nonnegative(),
  isFavorite: z.boolean(),
  courses: z.array(pathCourseSchema),
  release: releaseSchema.optional(),
});
export type PathListItem = z.infer<typeof pathListItemSchema>;

export const pathListSchema = z.object({
  paths: z.array(pathListItemSchema),
  categories: z.array(filterCategorySchema),
});
export type PathList = z.infer<typeof pathListSchema>;

export const pathDetailSchema = z.object({
  path: pathListItemSchema.extend({ description: z.string() }),
});
export type PathDetail = z.infer<typeof pathDetailSchema>;
