import { z } from 'zod';
import { PROGRESS_STATUSES } from '../progress';
import { adminUserSchema } from './admin-users';
import { adminCertificateSchema } from './certificates';
import { idSchema } from './common';
import { outboxMessageSchema } from './mail';

/** The learner an administrator opens from the users list: /api/admin/users/{userId}. */
export const learnerParamsSchema = z.object({ userId: idSchema });
export const learnerCourseParamsSchema = z.object({ userId: idSchema, courseId: idSchema });

/** A course of this portal the learner has begun, with their progress in it. */
export const learnerCourseSchema = z.object({
  courseId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  lessonsCount: z.number().int(),
  completedLesson: z.number().int(),
  progressStatus: z.enum(PROGRESS_STATUSES),
  /** The learner's latest start or completion of one of its lessons. */
  lastActivityAt: z.iso.datetime(),
});
export type LearnerCourse = z.infer<typeof learnerCourseSchema>;

/** A learning path the learner has begun: its courses of this portal completed, of all of them (decision 046). */
export const learnerPathSchema = z.object({
  pathId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  coursesCount: z.number().int(),
  completedCourses: z.number().int(),
  progressStatus: z.enum(PROGRESS_STATUSES),
});
export type LearnerPath = z.infer<typeof learnerPathSchema>;

/** A message the portal sent to the learner's address, without its text (the outbox screen shows that). */
export const learnerMailSchema = outboxMessageSchema.pick({
  id: true,
  kind: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  createdAt: true,
});
export type LearnerMail = z.infer<typeof learnerMailSchema>;

/** How many of the latest messages to the learner the page lists. */
export const LEARNER_MAIL_LIMIT = 10;

export const learnerPageSchema = z.object({
  user: adminUserSchema,
  /** Whether the academy's own sign-in holds the account, so it can mail codes and password links. */
  hasEmbeddedSignIn: z.boolean(),
  courses: z.array(learnerCourseSchema),
  paths: z.array(learnerPathSchema),
  certificates: z.array(adminCertificateSchema),
  mail: z.array(learnerMailSchema),
});
export type LearnerPage = z.infer<typeof learnerPageSchema>;

/** What an action on the learner did, and the account as it is now. */
export const learnerActionSchema = z.object({ message: z.string(), user: adminUserSchema });
export type LearnerAction = z.infer<typeof learnerActionSchema>;
