import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CourseEntry } from '../../services/catalogue/snapshot';
import { lessonProgress, type WriteOutcome } from '../../services/learner/progress';
import { mailCourseCompleted } from '../../services/mail/learner-notifications';
import { recordCourseCompletion } from '../../services/webhooks/learning-events';

/**
 * The learner who has just completed every lesson of a course for the first time (the write issued
 * the course's certificate; a repeat, or completing again after an undo, issues nothing) hears
 * about it at their notification addresses, and the portal's webhook endpoints hear of the completion
 * and the certificate. A mail or event that cannot be written is logged: the completion itself is
 * already saved.
 */
export async function notifyWhenCourseCompleted(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: CourseEntry,
  lessonId: string,
  outcome: WriteOutcome,
) {
  if (!outcome.courseCertified || lessonProgress(entry, lessonId, outcome).courseProgressStatus !== 'Completed') return;
  const user = request.authentication.user!;
  const origin = app.identitySettings(request.tenantId).origin;
  try {
    await recordCourseCompletion(app.db, {
      tenantId: request.tenantId,
      user,
      course: { id: entry.row.id, slug: entry.row.slug, title: entry.row.title },
      origin,
    });
  } catch (error) {
    request.log.error({ err: error }, 'the course completion webhooks could not be queued');
  }
  try {
    await mailCourseCompleted(app, {
      tenantId: request.tenantId,
      userId: user.id,
      firstName: user.firstName,
      course: { slug: entry.row.slug, title: entry.row.title },
      origin,
    });
  } catch (error) {
    request.log.error({ err: error }, 'the course completion mail could not be written');
  }
}
