import { z } from 'zod';
import { slugSchema } from '../content/front-matter';
import { tenantIdSchema } from '../tenant-schema';
import { idSchema, instructorSummarySchema, lockSchema, releaseSchema, tenantQuerySchema } from './common';
import { lessonSummarySchema } from './courses';

/** A lesson's video as the browser gets it: `src` is a playable address (assets resolved). */
export const lessonVideoSchema = z.object({
  src: z.string().optional(),
  videoId: z.string().optional(),
  title: z.string().optional(),
  poster: z.string().optional(),
  /** Captions tracks with playable addresses; absent when the video has none (never an empty track). */
  captions: z.array(z.object({ src: z.string(), language: z.string(), label: z.string() })).optional(),
});
export type LessonVideo = z.infer<typeof lessonVideoSchema>;

export const lessonParamsSchema = z.object({ courseSlug: slugSchema, lessonSlug: slugSchema });
export const lessonQuerySchema = tenantQuerySchema;

export const lessonRefSchema = z.object({ lessonId: idSchema, slug: z.string(), title: z.string(), type: z.string() });

export const lessonDetailSchema = z.object({
  lesson: lessonSummarySchema.extend({
    /** Rendered, sanitised HTML; null while the lesson is locked for this visitor. */
    body: z.string().nullable(),
    lock: lockSchema,
    video: lessonVideoSchema.nullable(),
    labRequirements: z.array(z.string()),
    /** What the learner will be able to do afterwards; shown even while the lesson is locked. */
    objectives: z.array(z.string()),
  }),
  course: z.object({
    courseId: idSchema,
    tenantId: tenantIdSchema,
    slug: z.string(),
    title: z.string(),
    instructors: z.array(instructorSummarySchema),
    release: releaseSchema.optional(),
  }),
  previous: lessonRefSchema.nullable(),
  next: lessonRefSchema.nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
