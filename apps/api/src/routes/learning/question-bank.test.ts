import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseLessons, LessonSummary, QuizForLearner, QuizResult } from '@academy/shared';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let learner: Awaited<ReturnType<typeof signedInLearner>>;
beforeAll(async () => {
  t = await createTestApp();
  learner = await signedInLearner(t, 'spring', 'bank@example.com');
});
afterAll(() => t.close());

describe('knowledge checks with a question bank', () => {
  it('asks totalQuestions of the bank in an order of options of its own, grades what it showed, and draws again for a retake', async () => {
    const lessons = (await learner.call('GET', '/api/lessons?slug=spring-boot-fundamentals')).body.data as CourseLessons;
    const check = lessons.lessons.find((item): item is LessonSummary => item.type === 'knowledge-check')!;
    const url = `/api/lessons/knowledge-check?lessonId=${check.lessonId}`;
    // The right options of each question seen so far, by their text: their places change from attempt to attempt.
    const key = new Map<string, string[]>();
    const sets = new Set<string>();
    const orders = new Map<string, Set<string>>();
    const reordered = () => [...orders.values()].some((seen) => seen.size > 1);
    let passed: QuizResult | null = null;
    // Until a retake has shown another draw and another order, and an attempt with every answer known has passed.
    for (let attempt = 0; attempt < 20 && !(passed && sets.size > 1 && reordered()); attempt += 1) {
      const quiz = (await learner.call('GET', url)).body.data as QuizForLearner;
      expect(quiz.questions).toHaveLength(5);
      expect((await learner.call('GET', url)).body.data.questions).toEqual(quiz.questions);
      sets.add(quiz.questions.map((question) => question.question).join('|'));
      for (const question of quiz.questions) {
        orders.set(question.question, (orders.get(question.question) ?? new Set()).add(question.options.join('|')));
      }
      const known = quiz.questions.every((question) => key.has(question.question));
      const answers = quiz.questions.map((question) => ({
        questionIndex: question.questionIndex,
        selected: known ? key.get(question.question)!.map((option) => question.options.indexOf(option)) : [0],
      }));
      const result = (await learner.call('POST', '/api/lessons/knowledge-check', { lessonId: check.lessonId, answers })).body
        .data as QuizResult;
      // The key is shown from the third attempt on (answersAfterAttempts, decision 021).
      for (const item of result.results) {
        const question = quiz.questions[item.questionIndex];
        if (item.answer)
          key.set(
            question.question,
            item.answer.map((position) => question.options[position]),
          );
      }
      if (known) passed ??= result;
    }
    expect(sets.size).toBeGreaterThan(1);
    expect(reordered()).toBe(true);
    // Answers are shown from the third attempt, so the loop may end knowing only the passing draw's five.
    expect(key.size).toBeGreaterThanOrEqual(5);
    expect(passed).toMatchObject({ passed: true, score: 100, totalQuestions: 5 });
  });
});
