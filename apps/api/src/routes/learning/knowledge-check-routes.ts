import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type Quiz } from '@academy/shared';
import { badRequest, forbidden, HttpError, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { lockFor } from '../../services/reading/present';
import type { CatalogueSnapshot } from '../../services/catalogue/snapshot';
import { drawQuiz, gradeQuiz, inContentOrder, submissionProblem, withheldUnlessEarned } from '../../services/learner/grade-quiz';
import { earnableWith } from '../../services/certificates/earnable';
import { attemptCount, lastAttempt, loadQuiz, recordAttempt } from '../../services/learner/knowledge-checks';
import { courseLessonIds } from '../../services/learner/progress';
import { renderedQuiz } from '../../services/learner/quiz-view';
import { fromContract } from '../contract-route';
import { notifyWhenCourseCompleted } from './course-completion';

const knowledgeCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  async function findCheck(snapshot: CatalogueSnapshot, lessonId: string) {
    const entry = snapshot.courses.find((course) => course.lessons.some((lesson) => lesson.id === lessonId));
    const lesson = entry?.lessons.find((item) => item.id === lessonId);
    if (!entry || !lesson || lesson.type !== 'knowledge-check') throw notFound('No knowledge check with that id in this portal');
    const quiz = await loadQuiz(app.db, snapshot.tenantId, lessonId);
    if (!quiz) throw notFound('No knowledge check with that id in this portal');
    return { entry, lesson, quiz };
  }

  /**
   * The questions and option order of this learner's next attempt, and the attempts made so far. A
   * visitor sees one fixed draw (the same for every visitor, and never graded: submitting needs an account).
   */
  async function drawFor(userId: string | undefined, lessonId: string, quiz: Quiz) {
    const attempts = userId ? await attemptCount(app.db, userId, lessonId) : 0;
    return { ...drawQuiz(quiz, userId ? `${userId}:${attempts}` : 'visitor'), attempts };
  }

  app.route({
    ...fromContract(apiCalls.learning.knowledgeCheck, {
      tags: ['learning'],
      summary: 'A knowledge check without its answer key, with the learner’s last attempt',
    }),
    handler: async (request) => {
      const snapshot = await app.catalogue.get(request.tenantId, request.seesDrafts);
      const { lesson, quiz } = await findCheck(snapshot, request.query.lessonId);
      if (lockFor(lesson.entitlements, request.viewer)) throw forbidden('This knowledge check is locked for you');
      const user = request.authentication.user;
      const draw = await drawFor(user?.id, lesson.id, quiz);
      const { view } = await renderedQuiz(snapshot, lesson.id, quiz, draw);
      if (!user) return ok(request, { ...view, lastAttempt: null, attempts: 0 });
      return ok(request, { ...view, lastAttempt: await lastAttempt(app.db, user.id, lesson.id), attempts: draw.attempts });
    },
  });

  app.route({
    ...fromContract(apiCalls.learning.submitKnowledgeCheck, {
      tags: ['learning'],
      summary:
        'Submit answers: graded on the server, stored, a pass completes the lesson; answers only after a pass or the set number of attempts',
    }),
    config: { role: 'user' },
    handler: async (request) => {
      const user = request.authentication.user!;
      const snapshot = await app.catalogue.get(request.tenantId, request.seesDrafts);
      const { entry, lesson, quiz } = await findCheck(snapshot, request.body.lessonId);
      if (lockFor(lesson.entitlements, request.viewer)) throw forbidden('This knowledge check is locked for you');
      // Graded against the questions, and the order of their options, this attempt was shown.
      const draw = await drawFor(user.id, lesson.id, quiz);
      if (request.body.attempts !== undefined && request.body.attempts !== draw.attempts) {
        throw new HttpError(
          409,
          'This knowledge check was submitted in another tab or window since this attempt was shown: answer the next attempt',
          'ATTEMPT_SUPERSEDED',
        );
      }
      const problem = submissionProblem(draw.quiz, request.body.answers);
      if (problem) throw badRequest(problem, 'answers');
      const grade = gradeQuiz(draw.quiz, request.body.answers);
      const answers = inContentOrder(draw, request.body.answers);
      const { score, passed } = grade;
      // Results come in question order; the draw names each asked question's place in the bank.
      const asked = grade.results.map((result) => draw.drawn[result.questionIndex]);
      const correct = grade.results.map((result) => result.correct);
      const completion = await recordAttempt(app.db, app.learnerStates, {
        tenantId: request.tenantId,
        userId: user.id,
        lessonId: lesson.id,
        courseId: entry.row.id,
        answers,
        score,
        passed,
        courseLessonIds: courseLessonIds(entry),
        earnable: earnableWith(snapshot, entry),
        asked,
        correct,
      });
      if (completion) await notifyWhenCourseCompleted(app, request, entry, lesson.id, completion);
      const { explanations } = await renderedQuiz(snapshot, lesson.id, quiz, draw);
      // This attempt counts towards the number after which answers are shown.
      return ok(request, withheldUnlessEarned(draw.quiz, grade, draw.attempts + 1, explanations));
    },
  });
};

export default knowledgeCheckRoutes;
