import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { badRequest, forbidden, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { lockFor } from '../../services/reading/present';
import type { CatalogueSnapshot } from '../../services/catalogue/snapshot';
import { earnableWith } from '../../services/certificates/earnable';
import { courseLessonIds, lessonProgress, markCompleted, markIncomplete, markStarted } from '../../services/learner/progress';
import { fromContract } from '../contract-route';
import { notifyWhenCourseCompleted } from './course-completion';

/** The lesson must belong to the named course of this portal. */
function findLesson(snapshot: CatalogueSnapshot, courseId: string, lessonId: string) {
  const entry = snapshot.courses.find((course) => course.row.id === courseId);
  const lesson = entry?.lessons.find((item) => item.id === lessonId);
  if (!entry || !lesson) throw notFound('No such lesson in that course of this portal');
  return { entry, lesson };
}

type LessonWrite = typeof markCompleted;

const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * One lesson progress change: the lesson must be this course's and readable by the learner; a
   * knowledge check changes only by passing it (`checkRefusal`); a completion issues the course's
   * and its paths' certificates it earns; the answer is where the lesson and its course stand after the write.
   */
  async function writeLesson(
    request: FastifyRequest,
    body: { courseId: string; lessonId: string },
    write: LessonWrite,
    checkRefusal?: string,
  ) {
    const user = request.authentication.user!;
    const snapshot = await app.catalogue.get(request.tenantId, request.seesDrafts);
    const { entry, lesson } = findLesson(snapshot, body.courseId, body.lessonId);
    if (lockFor(lesson.entitlements, request.viewer)) throw forbidden('This lesson is locked for you');
    if (checkRefusal && lesson.type === 'knowledge-check') throw badRequest(checkRefusal, 'lessonId');
    const item = { tenantId: request.tenantId, userId: user.id, itemId: lesson.id, itemType: 'lesson' as const, courseId: entry.row.id };
    const outcome = await write(app.db, app.learnerStates, item, courseLessonIds(entry), earnableWith(snapshot, entry));
    if (write === markCompleted) await notifyWhenCourseCompleted(app, request, entry, lesson.id, outcome);
    return ok(request, lessonProgress(entry, lesson.id, outcome));
  }

  app.route({
    ...fromContract(apiCalls.learning.markStarted, { tags: ['learning'], summary: 'Record that the learner opened a lesson' }),
    config: { role: 'user', answerAtRoundEnd: true },
    handler: (request) => writeLesson(request, request.body, markStarted),
  });

  app.route({
    ...fromContract(apiCalls.learning.markComplete, { tags: ['learning'], summary: 'Complete a lesson the learner may read' }),
    config: { role: 'user', answerAtRoundEnd: true },
    handler: (request) => writeLesson(request, request.body, markCompleted, 'A knowledge check is completed by passing it'),
  });

  app.route({
    ...fromContract(apiCalls.learning.markIncomplete, {
      tags: ['learning'],
      summary: 'Undo the completion of a lesson the learner may read',
    }),
    config: { role: 'user', answerAtRoundEnd: true },
    handler: (request) => writeLesson(request, request.body, markIncomplete, 'A passed knowledge check stays passed'),
  });

  app.route({
    ...fromContract(apiCalls.learning.markGuideComplete, { tags: ['learning'], summary: 'Complete a guide the learner may read' }),
    config: { role: 'user', answerAtRoundEnd: true },
    handler: async (request) => {
      const user = request.authentication.user!;
      const snapshot = await app.catalogue.get(request.tenantId, request.seesDrafts);
      const guide = snapshot.guides.find((item) => item.id === request.body.lessonId);
      if (!guide) throw notFound('No such guide in this portal');
      if (lockFor(guide.entitlements, request.viewer)) throw forbidden('This guide is locked for you');
      await markCompleted(app.db, app.learnerStates, {
        tenantId: request.tenantId,
        userId: user.id,
        itemId: guide.id,
        itemType: 'guide',
        courseId: null,
      });
      return ok(request, { lessonId: guide.id, progressStatus: 'Completed' as const });
    },
  });
};

export default progressRoutes;
