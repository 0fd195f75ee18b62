import { createHash } from 'node:crypto';
import { DEFAULT_ANSWERS_AFTER_ATTEMPTS, type Quiz, type QuizResult, type QuizSubmission } from '@academy/shared';

type Answers = QuizSubmission['answers'];
/** A graded submission with the full key: never sent as is (see withheldUnlessEarned). */
export type Grade = Omit<QuizResult, 'answersShown' | 'attempts' | 'answersAfterAttempts' | 'results'> & {
  results: { questionIndex: number; correct: boolean; answer: number[] }[];
};

export const answersAfterAttempts = (quiz: Quiz) => quiz.answersAfterAttempts ?? DEFAULT_ANSWERS_AFTER_ATTEMPTS;

/**
 * The questions one attempt asks: `totalQuestions` of the bank, chosen by the seed (a learner and
 * the number of attempts they made), so the same attempt sees the same questions when it is shown
 * and when it is graded, and a retake draws again. They keep their order in the bank. A quiz whose
 * bank holds no more than `totalQuestions` asks all of them. `drawn` names the bank indexes.
 */
export function drawQuiz(quiz: Quiz, seed: string): { quiz: Quiz; drawn: number[] } {
  const all = quiz.questions.map((_, index) => index);
  if (quiz.totalQuestions >= quiz.questions.length) return { quiz, drawn: all };
  const rank = (index: number) => createHash('sha256').update(`${seed}:${index}`).digest('hex');
  const drawn = all
    .map((index) => ({ index, key: rank(index) }))
    .sort((a, b) => a.key.localeCompare(b.key))
    .slice(0, quiz.totalQuestions)
    .map((item) => item.index)
    .sort((a, b) => a - b);
  return { quiz: { ...quiz, questions: drawn.map((index) => quiz.questions[index]) }, drawn };
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
