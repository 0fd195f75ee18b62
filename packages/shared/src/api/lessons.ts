import { z } from 'zod';
import { slugSchema, videoSchema } from '../content/front-matter';
import { tenantIdSchema } from '../tenant';
import { idSchema, instructorSummarySchema, lockSchema, tenantQuerySchema } from './common';
import { lessonSummarySchema } from './courses';

export const lessonParamsSchema = z.object({ courseSlug: slugSchema, lessonSlug: slugSchema });
export const lessonQuerySchema = tenantQuerySchema;

export const lessonRefSchema = z.object({ lessonId: idSchema, slug: z.string(), title: z.string(), type: z.string() });

export const lessonDetailSchema = z.object({
  lesson: lessonSummarySchema.extend({
    /** Rendered, sanitised HTML; null while the lesson is locked for this visitor. */
    body: z.string().nullable(),
    lock: lockSchema,
    video: videoSchema.nullable(),
    labRequirements: z.array(z.string()),
  }),
  course: z.object({
    courseId: idSchema,
    tenantId: tenantIdSchema,
    slug: z.string(),
    title: z.string(),
    instructors: z.array(instructorSummarySchema),
  }),
  previous: lessonRefSchema.nullable(),
  next: lessonRefSchema.nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
