import { z } from 'zod';
import { labTypeSchema, levelSchema } from '../content/front-matter';
import { tenantIdSchema } from '../tenant-schema';
import { entitlementsSchema, filterCategorySchema, idSchema, lockSchema, progressStatusSchema, releaseSchema } from './common';

export const guideListItemSchema = z.object({
  lessonId: idSchema,
  tenantId: tenantIdSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: z.array(z.string()),
  level: z.array(levelSchema),
  duration: z.number().int().nonnegative(),
  entitlements: entitlementsSchema,
  isLocked: z.boolean(),
  isFavorite: z.boolean(),
  progressStatus: progressStatusSchema,
  /** externalLab: the guide opens a lab at /guides/{slug}/lab. */
  labType: labTypeSchema,
  release: releaseSchema.optional(),
});
export type GuideListItem = z.infer<typeof guideListItemSchema>;

export const guideListSchema = z.object({
  guides: z.array(guideListItemSchema),
  categories: z.array(filterCategorySchema),
});
export type GuideList = z.infer<typeof guideListSchema>;

export const guideDetailSchema = z.object({
  guide: guideListItemSchema.extend({ body: z.string().nullable(), lock: lockSchema }),
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;
