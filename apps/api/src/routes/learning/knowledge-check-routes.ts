import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { badRequest, forbidden, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { lockFor } from '../../services/reading/present';
import type { CatalogueSnapshot } from '../../services/catalogue/snapshot';
import { gradeQuiz, submissionProblem, withheldUnlessEarned } from '../../services/learner/grade-quiz';
import { attemptCount, lastAttempt, loadQuiz, recordAttempt } from '../../services/learner/knowledge-checks';
import { renderedQuiz } from '../../services/learner/quiz-view';
import { fromContract } from '../contract-route';

const knowledgeCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  async function findCheck(snapshot: CatalogueSnapshot, lessonId: string) {
    const entry = snapshot.courses.find((course) => course.lessons.some((lesson) => lesson.id === lessonId));
    const lesson = entry?.lessons.find((item) => item.id === lessonId);
    if (!entry || !lesson || lesson.type !== 'knowledge-check') throw notFound('No knowledge check with that id in this portal');
    const quiz = await loadQuiz(app.db, snapshot.tenantId, lessonId);
    if (!quiz) throw notFound('No knowledge check with that id in this portal');
    return { entry, lesson, quiz };
  }

  app.route({
    ...fromContract(apiCalls.learning.knowledgeCheck, { tags: ['learning'], summary: 'A knowledge check without its answer key, with the learner’s last attempt' }),
    handler: async (request) => {
      const snapshot = await app.catalogue.get(request.tenantId);
      const { lesson, quiz } = await findCheck(snapshot, request.query.lessonId);
      if (lockFor(lesson.entitlements, request.viewer)) throw forbidden('This knowledge check is locked for you');
      const { view } = await renderedQuiz(snapshot, lesson.id, quiz);
      const user = request.authentication.user;
      if (!user) return ok(request, { ...view, lastAttempt: null, attempts: 0 });
      const [last, attempts] = await Promise.all([lastAttempt(app.db, user.id, lesson.id), attemptCount(app.db, user.id, lesson.id)]);
      return ok(request, { ...view, lastAttempt: last, attempts });
    },
  });

  app.route({
    ...fromContract(apiCalls.learning.submitKnowledgeCheck, { tags: ['learning'], summary: 'Submit answers: graded on the server, stored, a pass completes the lesson; answers only after a pass or the set number of attempts' }),
    config: { role: 'user' },
    handler: async (request) => {
      const user = request.authentication.user!;
      const snapshot = await app.catalogue.get(request.tenantId);
      const { entry, lesson, quiz } = await findCheck(snapshot, request.body.lessonId);
      if (lockFor(lesson.entitlements, request.viewer)) throw forbidden('This knowledge check is locked for you');
      const problem = submissionProblem(quiz, request.body.answers);
      if (problem) throw badRequest(problem, 'answers');
      const grade = gradeQuiz(quiz, request.body.answers);
      const { answers } = request.body;
      const { score, passed } = grade;
      await recordAttempt(app.db, { tenantId: request.tenantId, userId: user.id, lessonId: lesson.id, courseId: entry.row.id, answers, score, passed });
      const [attempts, { explanations }] = await Promise.all([attemptCount(app.db, user.id, lesson.id), renderedQuiz(snapshot, lesson.id, quiz)]);
      return ok(request, withheldUnlessEarned(quiz, grade, attempts, explanations));
    },
  });
};

export default knowledgeCheckRoutes;
