import { describe, expect, it } from 'vitest';
import type { Quiz } from '@academy/shared';
import { askedQuestions, drawQuiz, gradeQuiz, inContentOrder, submissionProblem, withheldUnlessEarned } from './grade-quiz';

const quiz: Quiz = {
  introContent: '',
  totalQuestions: 3,
  passingMarks: 60,
  customPassMsg: 'Well done',
  customFailMsg: 'Try again',
  questions: [
    { question: 'One?', options: ['a', 'b', 'c'], answer: [1], description: '', type: 'single' },
    { question: 'Many?', options: ['a', 'b', 'c'], answer: [0, 2], description: '', type: 'multi' },
    { question: 'Three?', options: ['a', 'b'], answer: [0], description: '', type: 'single' },
    { question: 'Not asked', options: ['a', 'b'], answer: [1], description: '', type: 'single' },
  ],
};

describe('grading a knowledge check', () => {
  it('asks only the first totalQuestions questions', () => {
    expect(askedQuestions(quiz).map((question) => question.question)).toEqual(['One?', 'Many?', 'Three?']);
  });

  it('counts a multi-answer question right only with exactly its correct options', () => {
    const result = gradeQuiz(quiz, [
      { questionIndex: 1, selected: [0] },
      { questionIndex: 0, selected: [1] },
      { questionIndex: 2, selected: [0] },
    ]);
    expect(result.results.map((item) => item.correct)).toEqual([true, false, true]);
    expect(result).toMatchObject({ correctCount: 2, totalQuestions: 3, score: 67, passed: true, message: 'Well done' });
  });

  it('fails below the passing marks, with the fail message', () => {
    const result = gradeQuiz(quiz, [
      { questionIndex: 0, selected: [0] },
      { questionIndex: 1, selected: [2, 0] },
      { questionIndex: 2, selected: [1] },
    ]);
    expect(result).toMatchObject({ correctCount: 1, score: 33, passed: false, message: 'Try again' });
  });

  it('passes at exactly the passing marks', () => {
    const half = { ...quiz, totalQuestions: 2, passingMarks: 50 };
    expect(
      gradeQuiz(half, [
        { questionIndex: 0, selected: [1] },
        { questionIndex: 1, selected: [1] },
      ]),
    ).toMatchObject({ score: 50, passed: true });
  });

  it.each([
    [[{ questionIndex: 0, selected: [1] }], 'Answer each of the 3 questions (questionIndex 0 to 2) exactly once'],
    [
      [
        { questionIndex: 0, selected: [1] },
        { questionIndex: 0, selected: [1] },
        { questionIndex: 2, selected: [0] },
      ],
      'Answer each of the 3 questions (questionIndex 0 to 2) exactly once',
    ],
    [
      [
        { questionIndex: 0, selected: [1, 2] },
        { questionIndex: 1, selected: [0] },
        { questionIndex: 2, selected: [0] },
      ],
      'Question 1 takes exactly one answer',
    ],
    [
      [
        { questionIndex: 0, selected: [1] },
        { questionIndex: 1, selected: [] },
        { questionIndex: 2, selected: [0] },
      ],
      'Question 2 takes at least one answer',
    ],
    [
      [
        { questionIndex: 0, selected: [1] },
        { questionIndex: 1, selected: [0, 0] },
        { questionIndex: 2, selected: [5] },
      ],
      'Question 2 has 3 options, each chosen at most once',
    ],
  ])('refuses a submission that cannot be graded (%#)', (answers, problem) => {
    expect(submissionProblem(quiz, answers)).toBe(problem);
  });

  it('draws totalQuestions of a larger bank by seed: the same for one attempt, another for a retake', () => {
    const bank: Quiz = {
      ...quiz,
      totalQuestions: 2,
      questions: Array.from({ length: 8 }, (_, index) => ({ ...quiz.questions[0], question: `Q${index}` })),
    };
    const first = drawQuiz(bank, 'learner-1:0');
    expect(first.drawn).toHaveLength(2);
    expect(first.drawn).toEqual([...first.drawn].sort((a, b) => a - b));
    expect(drawQuiz(bank, 'learner-1:0')).toEqual(first);
    expect(first.quiz.questions.map((question) => question.question)).toEqual(first.drawn.map((index) => `Q${index}`));
    const retakes = new Set(Array.from({ length: 6 }, (_, attempt) => drawQuiz(bank, `learner-1:${attempt}`).drawn.join(',')));
    expect(retakes.size).toBeGreaterThan(1);
    const whole = { ...quiz, totalQuestions: 4 };
    expect(drawQuiz(whole, 'anyone').drawn).toEqual([0, 1, 2, 3]);
  });
});

describe('shuffling the options of each drawn question', () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f'];
  const shuffled: Quiz = {
    ...quiz,
    totalQuestions: 2,
    questions: [
      { question: 'Single?', options: letters, answer: [4], description: '', type: 'single', explanation: 'e, because' },
      { question: 'Multi?', options: letters, answer: [0, 3, 5], description: '', type: 'multi' },
    ],
  };
  const optionsOf = (seed: string) => drawQuiz(shuffled, seed).quiz.questions.map((question) => question.options.join(''));

  it('gives the same order for the same seed (a reload or a resumed attempt)', () => {
    expect(drawQuiz(shuffled, 'learner-1:0')).toEqual(drawQuiz(shuffled, 'learner-1:0'));
  });

  it('gives another order for another seed, each a permutation of the options', () => {
    const orders = new Set(Array.from({ length: 6 }, (_, attempt) => optionsOf(`learner-1:${attempt}`).join('|')));
    expect(orders.size).toBeGreaterThan(1);
    for (const seed of ['learner-1:0', 'learner-2:0', 'visitor']) {
      for (const options of optionsOf(seed)) expect([...options].sort().join('')).toBe('abcdef');
    }
  });

  it('renumbers the answer to where the right options are shown, leaving the rest of the question as it was', () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { quiz: drawn, orders } = drawQuiz(shuffled, `learner-1:${attempt}`);
      const [single, multi] = drawn.questions;
      expect(single.answer.map((position) => single.options[position])).toEqual(['e']);
      expect(multi.answer.map((position) => multi.options[position]).sort()).toEqual(['a', 'd', 'f']);
      expect(multi.answer).toEqual([...multi.answer].sort((a, b) => a - b));
      expect(single).toMatchObject({ question: 'Single?', type: 'single', explanation: 'e, because' });
      expect(orders[0].map((content) => letters[content])).toEqual(single.options);
    }
  });

  it('grades the options the learner saw, and stores them as content indexes', () => {
    const draw = drawQuiz(shuffled, 'learner-1:3');
    const chosen = (question: number, texts: string[]) => texts.map((text) => draw.quiz.questions[question].options.indexOf(text));
    const right = [
      { questionIndex: 0, selected: chosen(0, ['e']) },
      { questionIndex: 1, selected: chosen(1, ['f', 'a', 'd']) },
    ];
    expect(gradeQuiz(draw.quiz, right)).toMatchObject({ correctCount: 2, score: 100, passed: true });
    const wrong = [
      { questionIndex: 0, selected: chosen(0, ['a']) },
      { questionIndex: 1, selected: chosen(1, ['a', 'd']) },
    ];
    expect(gradeQuiz(draw.quiz, wrong)).toMatchObject({ correctCount: 0, passed: false });
    expect(inContentOrder(draw, right)).toEqual([
      { questionIndex: 0, selected: [4] },
      { questionIndex: 1, selected: [0, 3, 5] },
    ]);
  });
});

describe('showing the answers', () => {
  const wrong = [
    { questionIndex: 0, selected: [0] },
    { questionIndex: 1, selected: [2] },
    { questionIndex: 2, selected: [1] },
  ];
  const explanations = ['<p>b is right</p>', '', '<p>a</p>'];

  it('withholds the key and explanations from a failed attempt below the attempt count (default 3)', () => {
    const shown = withheldUnlessEarned(quiz, gradeQuiz(quiz, wrong), 2, explanations);
    expect(shown).toMatchObject({ answersShown: false, attempts: 2, answersAfterAttempts: 3 });
    expect(shown.results).toEqual([0, 1, 2].map((questionIndex) => ({ questionIndex, correct: false })));
  });

  it('shows them at the configured attempt count, and after any pass', () => {
    const third = withheldUnlessEarned({ ...quiz, answersAfterAttempts: 2 }, gradeQuiz(quiz, wrong), 2, explanations);
    expect(third.answersShown).toBe(true);
    expect(third.results[0]).toEqual({ questionIndex: 0, correct: false, answer: [1], explanation: '<p>b is right</p>' });
    expect(third.results[1]).toEqual({ questionIndex: 1, correct: false, answer: [0, 2] });
    const right = [0, 1, 2].map((questionIndex) => ({ questionIndex, selected: quiz.questions[questionIndex].answer }));
    expect(withheldUnlessEarned(quiz, gradeQuiz(quiz, right), 1, explanations)).toMatchObject({ passed: true, answersShown: true });
  });
});
