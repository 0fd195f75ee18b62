import { z } from 'zod';
import { levelSchema } from '../content/front-matter';
import { tenantIdSchema } from '../tenant-schema';
import { filterCategorySchema, idSchema } from './common';

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
});

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
