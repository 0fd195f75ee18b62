import { createHash } from 'node:crypto';
import { DEFAULT_ANSWERS_AFTER_ATTEMPTS, type Quiz, type QuizQuestion, type QuizResult, type QuizSubmission } from '@academy/shared';

type Answers = QuizSubmission['answers'];
/** A graded submission with the full key: never sent as is (see withheldUnlessEarned). */
export type Grade = Omit<QuizResult, 'answersShown' | 'attempts' | 'answersAfterAttempts' | 'results'> & {
  results: { questionIndex: number; correct: boolean; answer: number[] }[];
};

export const answersAfterAttempts = (quiz: Quiz) => quiz.answersAfterAttempts ?? DEFAULT_ANSWERS_AFTER_ATTEMPTS;

/** One attempt's quiz, and where it came from in the bank. */
export interface Draw {
  /** The asked questions, each with its options in the order shown and its answer renumbered to match. */
  quiz: Quiz;
  /** The bank index of each asked question. */
  drawn: number[];
  /** For each asked question, the content index of the option shown at each position. */
  orders: number[][];
}

/** Indexes ordered by the hash of their seeded keys: a permutation that only the seed decides. */
function seededOrder(indexes: number[], key: (index: number) => string): number[] {
  return indexes
    .map((index) => ({ index, rank: createHash('sha256').update(key(index)).digest('hex') }))
    .sort((a, b) => a.rank.localeCompare(b.rank))
    .map((item) => item.index);
}

/** A question with its options in `order` (content indexes by shown position), its answer renumbered to the shown positions. */
function reordered(question: QuizQuestion, order: number[]): QuizQuestion {
  const answer = order.flatMap((content, shown) => (question.answer.includes(content) ? [shown] : []));
  return { ...question, options: order.map((content) => question.options[content]), answer };
}

/**
 * The questions one attempt asks (decision 066): `totalQuestions` of the bank, chosen by the seed (a
 * learner and the number of attempts they made), kept in bank order; a bank of no more than
 * `totalQuestions` asks all of them. Each question's options are shown in an order the same seed
 * decides, so the same attempt sees the same questions and options when it is shown and when it is
 * graded, a retake draws and orders again, and no answer sits at a place that can be learned.
 */
export function drawQuiz(quiz: Quiz, seed: string): Draw {
  const all = quiz.questions.map((_, index) => index);
  const drawn =
    quiz.totalQuestions >= quiz.questions.length
      ? all
      : seededOrder(all, (index) => `${seed}:${index}`)
          .slice(0, quiz.totalQuestions)
          .sort((a, b) => a - b);
  const orders = drawn.map((bankIndex) =>
    seededOrder(
      quiz.questions[bankIndex].options.map((_, option) => option),
      (option) => `${seed}:${bankIndex}:option:${option}`,
    ),
  );
  const questions = drawn.map((bankIndex, asked) => reordered(quiz.questions[bankIndex], orders[asked]));
  return { quiz: { ...quiz, questions }, drawn, orders };
}

/** A submission's chosen options as content indexes, so a stored attempt reads against the content whatever order it was shown in. */
export function inContentOrder(draw: Draw, answers: Answers): Answers {
  return answers.map(({ questionIndex, selected }) => ({
    questionIndex,
    selected: selected.map((shown) => draw.orders[questionIndex][shown]).sort((a, b) => a - b),
  }));
}

/** A learner answers the first `totalQuestions` questions of the (drawn) quiz, in order. */
export const askedQuestions = (quiz: Quiz) => quiz.questions.slice(0, quiz.totalQuestions);

/** Why a submission cannot be graded, or null: every asked question once, one option for single, at least one for multi. */
export function submissionProblem(quiz: Quiz, answers: Answers): string | null {
  const questions = askedQuestions(quiz);
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

/**
 * Grades a valid submission (see submissionProblem): a question is right when exactly its correct
 * options were chosen; the score is the rounded percentage, and it passes at the quiz's passing marks.
 */
export function gradeQuiz(quiz: Quiz, answers: Answers): Grade {
  const questions = askedQuestions(quiz);
  const results = answers
    .map((answer) => {
      const expected = questions[answer.questionIndex].answer;
      const correct = expected.length === answer.selected.length && expected.every((option) => answer.selected.includes(option));
      return { questionIndex: answer.questionIndex, correct, answer: expected };
    })
    .sort((a, b) => a.questionIndex - b.questionIndex);
  const correctCount = results.filter((result) => result.correct).length;
  const score = Math.round((correctCount / questions.length) * 100);
  const passed = score >= quiz.passingMarks;
  return {
    score,
    passed,
    passingMarks: quiz.passingMarks,
    message: passed ? quiz.customPassMsg : quiz.customFailMsg,
    correctCount,
    totalQuestions: questions.length,
    results,
  };
}

/**
 * What a learner may see of a grade: which questions were right always; the correct options and
 * explanations (rendered HTML, by question index) only after a pass or once `attempts` (this one
 * included) reaches the quiz's `answersAfterAttempts`, so failing on purpose does not give away the key.
 */
export function withheldUnlessEarned(quiz: Quiz, grade: Grade, attempts: number, explanations: readonly string[]): QuizResult {
  const limit = answersAfterAttempts(quiz);
  const answersShown = grade.passed || attempts >= limit;
  const results = grade.results.map(({ questionIndex, correct, answer }) =>
    answersShown
      ? { questionIndex, correct, answer, ...(explanations[questionIndex] ? { explanation: explanations[questionIndex] } : {}) }
      : { questionIndex, correct },
  );
  return { ...grade, results, answersShown, attempts, answersAfterAttempts: limit };
}
