import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  courseProgressStatus,
  LEARNER_MAIL_LIMIT,
  pathProgressStatus,
  type LearnerCourse,
  type LearnerPage,
  type LearnerPath,
  type TenantId,
} from '@academy/shared';
import type { Database } from '../../db/client';
import { learnerProgress, mailMessages, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { AcademyUser } from '../accounts/authentication';
import { identityAccountOf } from '../account-data/owner-addresses';
import { listOwnCertificates, presentForAdmin, type CertificatePlace } from '../certificates/certificate-reads';
import { presentUser } from './users';

/** A user of this portal, or a 404 that says no more than that (another portal's users do not exist here). */
export async function findPortalUser(db: Database, tenantId: TenantId, userId: string): Promise<AcademyUser> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!user) throw notFound('This user does not exist in this portal');
  return user;
}

interface ProgressRow {
  itemId: string;
  courseId: string | null;
  startedAt: Date;
  completedAt: Date | null;
}

/** The courses of the catalogue the learner has begun, latest activity first. */
function coursesBegun(rows: ProgressRow[], place: CertificatePlace): LearnerCourse[] {
  const completed = new Set(rows.filter((row) => row.completedAt).map((row) => row.itemId));
  const lastActivity = new Map<string, number>();
  for (const row of rows) {
    if (!row.courseId) continue;
    const at = Math.max(row.startedAt.getTime(), row.completedAt?.getTime() ?? 0);
    lastActivity.set(row.courseId, Math.max(at, lastActivity.get(row.courseId) ?? 0));
  }
  return place.snapshot.courses
    .filter((entry) => lastActivity.has(entry.row.id))
    .map((entry) => {
      const completedLesson = entry.lessons.filter((lesson) => completed.has(lesson.id)).length;
      return {
        courseId: entry.row.id,
        slug: entry.row.slug,
        title: entry.row.title,
        lessonsCount: entry.lessons.length,
        completedLesson,
        progressStatus: courseProgressStatus(completedLesson, entry.lessons.length),
        lastActivityAt: new Date(lastActivity.get(entry.row.id)!).toISOString(),
      };
    })
    .sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}

/** The paths with a course of this portal the learner has made progress in, by the rule of decision 046. */
function pathsBegun(courses: LearnerCourse[], place: CertificatePlace): LearnerPath[] {
  const progress = new Map(courses.map((course) => [course.courseId, course]));
  const { snapshot } = place;
  return snapshot.paths.flatMap((entry) => {
    const own = entry.courses
      .filter((course) => course.tenantId === snapshot.tenantId)
      .map((course) => progress.get(course.courseId) ?? { progressStatus: 'Not Started' as const, completedLesson: 0 });
    const progressStatus = pathProgressStatus(own);
    if (progressStatus === 'Not Started') return [];
    return [
      {
        pathId: entry.row.id,
        slug: entry.row.slug,
        title: entry.row.title,
        coursesCount: own.length,
        completedCourses: own.filter((course) => course.progressStatus === 'Completed').length,
        progressStatus,
      },
    ];
  });
}

/**
 * One learner as an administrator sees them (decision 050): the account, the courses and paths they
 * have begun with their progress, their certificates, and the latest mail sent to their addresses.
 */
export async function readLearnerPage(db: Database, tenantId: TenantId, userId: string, place: CertificatePlace): Promise<LearnerPage> {
  const user = await findPortalUser(db, tenantId, userId);
  const identity = await identityAccountOf(db, { tenantId, user });
  const addresses = [
    ...new Set([user.login, identity?.email].filter((address): address is string => !!address).map((a) => a.toLowerCase())),
  ];
  const [progressRows, certificateRows, mailRows] = await Promise.all([
    db
      .select({
        itemId: learnerProgress.itemId,
        courseId: learnerProgress.courseId,
        startedAt: learnerProgress.startedAt,
        completedAt: learnerProgress.completedAt,
      })
      .from(learnerProgress)
      .where(and(eq(learnerProgress.tenantId, tenantId), eq(learnerProgress.userId, user.id), eq(learnerProgress.itemType, 'lesson'))),
    listOwnCertificates(db, tenantId, user.id),
    db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.tenantId, tenantId), inArray(sql`lower(${mailMessages.toAddress})`, addresses)))
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(LEARNER_MAIL_LIMIT),
  ]);
  const courses = coursesBegun(progressRows, place);
  return {
    user: presentUser(user),
    hasEmbeddedSignIn: identity !== null,
    courses,
    paths: pathsBegun(courses, place),
    certificates: certificateRows.map((row) => presentForAdmin(row, place)),
    mail: mailRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.error,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
