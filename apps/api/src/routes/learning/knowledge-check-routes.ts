import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  knowledgeCheckQuerySchema,
  quizForLearnerSchema,
  quizResultSchema,
  quizSubmissionSchema,
  type Quiz,
  type QuizForLearner,
  type QuizSubmission,
} from '@academy/shared';
import { getMarkdownRenderer } from '../../content/render-markdown';
import { lessons, quizAttempts } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { lockFor } from '../../services/reading/present';
import type { CatalogueSnapshot } from '../../services/catalogue/snapshot';
import { markCompleted } from '../../services/learner/progress';

/** A learner answers the first `totalQuestions` questions of the quiz, in order. */
const asked = (quiz: Quiz) => quiz.questions.slice(0, quiz.totalQuestions);

/** Every asked question answered once, with valid options: one for single, at least one for multi. */
function checkSubmission(quiz: Quiz, answers: QuizSubmission['answers']): string | null {
  const questions = asked(quiz);
  const indexes = answers.map((answer) => answer.questionIndex).sort((a, b) => a - b);
  if (indexes.length !== questions.length || indexes.some((index, position) => index !== position)) {
    return `Answer each of the ${questions.length} questions (questionIndex 0 to ${questions.length - 1}) exactly once`;
  }
  for (const answer of answers) {
    const question = questions[answer.questionIndex];
    const unique = new Set(answer.selected);
    if (unique.size !== answer.selected.length || answer.selected.some((option) => option >= question.options.length)) {
      return `Question ${answer.questionIndex + 1} has ${question.options.length} options, each chosen at most once`;
    }
    if (question.type === 'single' ? answer.selected.length !== 1 : answer.selected.length === 0) {
      return `Question ${answer.questionIndex + 1} takes ${question.type === 'single' ? 'exactly one answer' : 'at least one answer'}`;
    }
  }
  return null;
}

const knowledgeCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  async function findCheck(snapshot: CatalogueSnapshot, lessonId: string) {
    const entry = snapshot.courses.find((course) => course.lessons.some((lesson) => lesson.id === lessonId));
    const lesson = entry?.lessons.find((item) => item.id === lessonId);
    if (!entry || !lesson || lesson.type !== 'knowledge-check') throw notFound('No knowledge check with that id in this portal');
    const [row] = await app.db.select({ quiz: lessons.quiz }).from(lessons).where(and(eq(lessons.id, lessonId), eq(lessons.tenantId, snapshot.tenantId)));
    if (!row?.quiz) throw notFound('No knowledge check with that id in this portal');
    return { entry, lesson, quiz: row.quiz };
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
            asked(quiz).map(async (question, questionIndex) => ({
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

  app.get(
    '/api/lessons/knowledge-check',
    {
      schema: {
        tags: ['learning'],
        summary: 'A knowledge check without its answer key, with the learner’s last attempt',
        querystring: knowledgeCheckQuerySchema,
        response: { 200: envelopeSchema(quizForLearnerSchema) },
      },
    },
    async (request) => {
      const snapshot = await app.catalogue.get(request.tenantId);
      const { lesson, quiz } = await findCheck(snapshot, request.query.lessonId);
      if (lockFor(lesson.entitlements, request.viewer)) throw forbidden('This knowledge check is locked for you');
      const view = await learnerView(snapshot, lesson.id, quiz);
      const user = request.authentication.user;
      const [last] = user
        ? await app.db
            .select()
            .from(quizAttempts)
            .where(and(eq(quizAttempts.userId, user.id), eq(quizAttempts.lessonId, lesson.id)))
            .orderBy(desc(quizAttempts.createdAt))
            .limit(1)
        : [];
      return ok(request, { ...view, lastAttempt: last ? { score: last.score, passed: last.passed, createdAt: last.createdAt.toISOString() } : null });
    },
  );

  app.post(
    '/api/lessons/knowledge-check',
    {
      config: { role: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Submit answers: graded on the server, stored, and a pass completes the lesson',
        body: quizSubmissionSchema,
        response: { 200: envelopeSchema(quizResultSchema) },
      },
    },
    async (request) => {
      const user = request.authentication.user!;
      const snapshot = await app.catalogue.get(request.tenantId);
      const { entry, lesson, quiz } = await findCheck(snapshot, request.body.lessonId);
      if (lockFor(lesson.entitlements, request.viewer)) throw forbidden('This knowledge check is locked for you');
      const problem = checkSubmission(quiz, request.body.answers);
      if (problem) throw badRequest(problem, 'answers');

      const questions = asked(quiz);
      const results = request.body.answers
        .map((answer) => {
          const expected = questions[answer.questionIndex].answer;
          const correct = expected.length === answer.selected.length && expected.every((option) => answer.selected.includes(option));
          return { questionIndex: answer.questionIndex, correct, answer: expected };
        })
        .sort((a, b) => a.questionIndex - b.questionIndex);
      const correctCount = results.filter((result) => result.correct).length;
      const score = Math.round((correctCount / questions.length) * 100);
      const passed = score >= quiz.passingMarks;
      await app.db.insert(quizAttempts).values({ tenantId: request.tenantId, userId: user.id, lessonId: lesson.id, answers: request.body.answers, score, passed });
      if (passed) await markCompleted(app.db, request.tenantId, user.id, lesson.id, 'lesson', entry.row.id);
      return ok(request, {
        score,
        passed,
        passingMarks: quiz.passingMarks,
        message: passed ? quiz.customPassMsg : quiz.customFailMsg,
        correctCount,
        totalQuestions: questions.length,
        results,
      });
    },
  );
};

export default knowledgeCheckRoutes;
