export type QuestionType = 'single' | 'multi';
/** Chosen options per question index. */
export type QuizAnswers = Readonly<Record<number, readonly number[]>>;

/** A radio replaces the choice; a checkbox adds or removes its option, kept in option order. */
export function chooseOption(selected: readonly number[], type: QuestionType, option: number, checked: boolean): number[] {
  if (type === 'single') return checked ? [option] : selected.filter((other) => other !== option);
  const rest = selected.filter((other) => other !== option);
  return (checked ? [...rest, option] : rest).sort((a, b) => a - b);
}

/** Single takes exactly one option, multi at least one (the server's rule). */
export function isAnswered(selected: readonly number[] | undefined, type: QuestionType): boolean {
  const count = selected?.length ?? 0;
  return type === 'single' ? count === 1 : count > 0;
}

export function unansweredCount(questions: readonly { questionIndex: number; type: QuestionType }[], answers: QuizAnswers): number {
  return questions.filter((question) => !isAnswered(answers[question.questionIndex], question.type)).length;
}

/** The submission body's answers, one per question in order. */
export function toSubmissionAnswers(questions: readonly { questionIndex: number }[], answers: QuizAnswers) {
  return questions.map((question) => ({ questionIndex: question.questionIndex, selected: [...(answers[question.questionIndex] ?? [])] }));
}
