import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, type Quiz, type QuizForLearner } from '@academy/shared';
import { getMarkdownRenderer } from '../../content/render-markdown';
import { badRequest, forbidden, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { lockFor } from '../../services/reading/present';
import type { CatalogueSnapshot } from '../../services/catalogue/snapshot';
import { askedQuestions, gradeQuiz, submissionProblem } from '../../services/learner/grade-quiz';
import { lastAttempt, loadQuiz, recordAttempt } from '../../services/learner/knowledge-checks';
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

  /** The quiz without its answer key, code blocks rendered once per content version. */
  function learnerView(snapshot: CatalogueSnapshot, lessonId: string, quiz: Quiz): Promise<QuizForLearner> {
    let view = snapshot.quizzes.get(lessonId);
    if (!view) {
      view = (async () => {
        const render = await getMarkdownRenderer();
        return {
          lessonId,
          introContent: await render(quiz.introContent),
          totalQuestions: quiz.totalQuestions,
          passingMarks: quiz.passingMarks,
          questions: await Promise.all(
            askedQuestions(quiz).map(async (question, questionIndex) => ({
              questionIndex,
              question: question.question,
              description: question.description ? await render(question.description) : '',
              options: question.options,
              type: question.type,
            })),
          ),
          lastAttempt: null,
        };
      })();
      snapshot.quizzes.set(lessonId, view);
    }
    return view;
  }

  app.route({
    ...fromContract(apiCalls.learning.knowledgeCheck, { tags: ['learning'], summary: 'A knowledge check without its answer key, with the learner’s last attempt' }),
    handler: async (request) => {
      const snapshot = await app.catalogue.get(request.tenantId);
      const { lesson, quiz } = await findCheck(snapshot, request.query.lessonId);
      if (lockFor(lesson.entitlements, request.viewer)) throw forbidden('This knowledge check is locked for you');
      const view = await learnerView(snapshot, lesson.id, quiz);
      const user = request.authentication.user;
      return ok(request, { ...view, lastAttempt: user ? await lastAttempt(app.db, user.id, lesson.id) : null });
    },
  });

  app.route({
    ...fromContract(apiCalls.learning.submitKnowledgeCheck, { tags: ['learning'], summary: 'Submit answers: graded on the server, stored, and a pass completes the lesson' }),
    config: { role: 'user' },
    handler: async (request) => {
      const user = request.authentication.user!;
      const snapshot = await app.catalogue.get(request.tenantId);
      const { entry, lesson, quiz } = await findCheck(snapshot, request.body.lessonId);
      if (lockFor(lesson.entitlements, request.viewer)) throw forbidden('This knowledge check is locked for you');
      const problem = submissionProblem(quiz, request.body.answers);
      if (problem) throw badRequest(problem, 'answers');
      const result = gradeQuiz(quiz, request.body.answers);
      const { answers } = request.body;
      const { score, passed } = result;
      await recordAttempt(app.db, app.learnerStates, { tenantId: request.tenantId, userId: user.id, lessonId: lesson.id, courseId: entry.row.id, answers, score, passed });
      return ok(request, result);
    },
  });
};

export default knowledgeCheckRoutes;
