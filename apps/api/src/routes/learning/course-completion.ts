import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CourseEntry } from '../../services/catalogue/snapshot';
import { lessonProgress, type WriteOutcome } from '../../services/learner/progress';
import { mailCourseCompleted } from '../../services/mail/learner-notifications';

/**
 * The learner who has just completed every lesson of a course for the first time (the write issued
 * the course's certificate; a repeat, or completing again after an undo, issues nothing) hears
 * about it at their notification addresses. A mail that cannot be written is logged: the completion
 * itself is already saved.
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
  try {
    await mailCourseCompleted(app, {
      tenantId: request.tenantId,
      userId: user.id,
      firstName: user.firstName,
      course: { slug: entry.row.slug, title: entry.row.title },
      origin: app.identitySettings(request.tenantId).origin,
    });
  } catch (error) {
    request.log.error({ err: error }, 'the course completion mail could not be written');
  }
}
