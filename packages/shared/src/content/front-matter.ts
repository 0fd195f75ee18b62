import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug';
import { TENANTS } from '../tenant';
import { parseDuration } from './duration';

/** An author's duration (`12m`, `1h 30m`) as seconds. */
export const durationSchema = z.string().transform((text, ctx) => {
  const seconds = parseDuration(text);
  if (seconds === null) {
    ctx.addIssue({ code: 'custom', message: 'must look like "12m", "1h 30m" or "45s"' });
    return z.NEVER;
  }
  return seconds;
});

/** The schemas authors' front matter must satisfy; the importer names the file, line and field on failure. */

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const levelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof levelSchema>;

export const ENTITLEMENTS = ['auth', 'pro'] as const;
export const entitlementSchema = z.enum(ENTITLEMENTS);
export type Entitlement = z.infer<typeof entitlementSchema>;

export const LESSON_TYPES = ['lesson', 'knowledge-check', 'lab'] as const;
export const lessonTypeSchema = z.enum(LESSON_TYPES);
export type LessonType = z.infer<typeof lessonTypeSchema>;

export const LAB_TYPES = ['none', 'externalLab'] as const;
export const labTypeSchema = z.enum(LAB_TYPES);

export const slugSchema = z.string().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, 'must be lowercase words joined by hyphens');

const title = z.string().trim().min(1).max(200);
const summary = z.string().trim().min(1).max(600);
const topics = z.array(z.string().trim().min(1).max(60)).min(1).max(10);
const entitlementList = z.array(entitlementSchema).max(2);
const entitlements = entitlementList.default([]);
const order = z.number().int().min(0).max(10_000).default(0);
/** Slugs the item had before a rename: the import renames that row in place, so learners keep their progress. */
const previousSlugs = z.array(slugSchema).max(20).default([]);
/** Imported, but only the portal's admins and authors see it (decision 062). */
const draft = z.boolean().default(false);
/** Before this time the item is a draft; at it, every replica shows it without a re-import (decision 062). */
const publishAt = z.iso
  .datetime({ offset: true, error: 'must be an ISO date-time with its time zone, such as 2026-12-01T09:00:00Z' })
  .optional();

export const courseFrontMatterSchema = z.strictObject({
  title,
  summary,
  level: levelSchema,
  topics,
  instructors: z.array(slugSchema).min(1).max(10),
  labType: labTypeSchema.default('none'),
  entitlements,
  order,
  previousSlugs,
  draft,
  publishAt,
  conclusion: z.string().trim().min(1).max(5_000).optional(),
});

export const moduleFrontMatterSchema = z.strictObject({
  title,
  summary: summary.optional(),
});

/** Links and addresses authors write: http(s) only, so no `javascript:` or `data:` address reaches a page. */
const webAddress = z.url({ protocol: /^https?$/, error: 'must be an http or https address' });

/** Whether a video's `src` or `poster` names a file in the portal's assets folder rather than a web address. */
export const isAssetPath = (value: string): boolean => !/^https?:/.test(value);

/** A file in the portal's assets folder that matches `assetPath`, or a full http(s) address; one message names both. */
const assetOrWebAddress = (assetPath: RegExp, error: string) =>
  z.string().refine((value) => assetPath.test(value) || webAddress.safeParse(value).success, { error });

/** A video file in the portal's assets folder (`videos/intro.webm`), or a full http(s) address. */
const videoSource = assetOrWebAddress(
  /^[a-z0-9][a-z0-9/_-]*\.(?:webm|mp4)$/,
  'must be an http or https address or an assets path ending in .webm or .mp4',
);

/** The still shown before the video plays: an image in the portal's assets folder, or a full http(s) address. */
const posterSource = assetOrWebAddress(
  /^[a-z0-9][a-z0-9/_-]*\.(?:webp|png|jpe?g)$/,
  'must be an http or https address or an assets path ending in .webp, .png or .jpg',
);

/**
 * A captions track of the browser's player: a WebVTT file in the portal's assets folder, served from
 * the portal itself (a track from another origin needs CORS, which the browser's player would refuse).
 */
export const captionsTrackSchema = z.strictObject({
  src: z.string().regex(/^[a-z0-9][a-z0-9/._-]*\.vtt$/, 'must be an assets path ending in .vtt'),
  language: z.string().regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, 'must be a language tag such as en or pt-BR'),
  label: z.string().trim().min(1).max(40),
});

/**
 * `src` plays in the browser's own player; `videoId` plays in the hosted player when the
 * installation configures one (VIDEO_PLAYER_ACCOUNT_ID, VIDEO_PLAYER_ID), with `src` as the fallback.
 */
export const videoSchema = z
  .strictObject({
    src: videoSource.optional(),
    videoId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be the hosted player's video id")
      .optional(),
    title: title.optional(),
    poster: posterSource.optional(),
    /** Captions of `src` (the hosted player brings its own); the first is on by default. */
    captions: z.array(captionsTrackSchema).max(10).optional(),
  })
  .refine((video) => video.src !== undefined || video.videoId !== undefined, 'a video needs a src, a videoId or both')
  .refine((video) => !video.captions || video.src !== undefined, 'captions belong to a video src');
export type Video = z.infer<typeof videoSchema>;

export const labSettingsSchema = z.strictObject({
  requirements: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
});

export const lessonFrontMatterSchema = z.strictObject({
  title,
  summary,
  type: lessonTypeSchema.default('lesson'),
  duration: durationSchema,
  /** Unset: the course's entitlements apply. */
  entitlements: entitlementList.optional(),
  video: videoSchema.optional(),
  lab: labSettingsSchema.optional(),
  /** What the learner will be able to do afterwards; required of a plain lesson (checked at import). */
  objectives: z.array(z.string().trim().min(1).max(200)).min(1).max(6).optional(),
  previousSlugs,
  draft,
  publishAt,
});

export const guideFrontMatterSchema = z.strictObject({
  title,
  summary,
  level: levelSchema,
  topics,
  duration: durationSchema,
  entitlements,
  order,
  /** The guide is also a lab: its body is the lab's instructions at /guides/{slug}/lab. */
  lab: labSettingsSchema.optional(),
  previousSlugs,
  draft,
  publishAt,
});

/** A path names its courses in order; `tenant/slug` points at another portal's course. */
export const pathCourseRefSchema = z
  .string()
  .regex(new RegExp(`^(?:(${TENANTS.join('|')})/)?([a-z0-9]+(?:-[a-z0-9]+)*)$`), 'must be a course slug or tenant/slug');

export const pathFrontMatterSchema = z.strictObject({
  title,
  summary,
  level: levelSchema,
  topics,
  courses: z.array(pathCourseRefSchema).min(1).max(30),
  order,
  previousSlugs,
  draft,
  publishAt,
});

export const socialsSchema = z.strictObject({
  github: webAddress.optional(),
  linkedin: webAddress.optional(),
  x: webAddress.optional(),
  website: webAddress.optional(),
});

export const instructorFrontMatterSchema = z.strictObject({
  name: title,
  title,
  photo: z.string().trim().min(1).max(500),
  socials: socialsSchema.default({}),
  order,
});

export const pageFrontMatterSchema = z.strictObject({
  title,
  summary: summary.optional(),
});

export type CourseFrontMatter = z.infer<typeof courseFrontMatterSchema>;
export type ModuleFrontMatter = z.infer<typeof moduleFrontMatterSchema>;
export type LessonFrontMatter = z.infer<typeof lessonFrontMatterSchema>;
export type GuideFrontMatter = z.infer<typeof guideFrontMatterSchema>;
export type PathFrontMatter = z.infer<typeof pathFrontMatterSchema>;
export type InstructorFrontMatter = z.infer<typeof instructorFrontMatterSchema>;
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
