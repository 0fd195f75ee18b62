import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonDetail, QuizForLearner, QuizResult } from '@academy/shared';
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { ApiRequestError } from '../../../lib/api-client';
import { knowledgeCheckQueryOptions, useKnowledgeCheck } from '../api/get-knowledge-check';
import { useSubmitKnowledgeCheck } from '../api/submit-knowledge-check';
import { toSubmissionAnswers, unansweredCount, type QuizAnswers } from '../quiz-state';
import { QuestionFieldset } from './question-fieldset';

/** Appears after a submission and takes the focus, since the form's buttons it replaces had it. */
function ResultSummary({ result, data, onRetake }: { result: QuizResult; data: LessonDetail; onRetake: () => void }) {
  const { course, next } = data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="quiz-result"
      data-testid="quiz-result"
      className={`rounded-card border p-5 ${result.passed ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}
    >
      <h2 ref={heading} id="quiz-result" tabIndex={-1} className="text-xl font-bold text-gray-900">
        {result.passed ? 'Passed' : 'Not passed'}: you scored {result.score}%
      </h2>
      <p className="mt-1 text-gray-800">
        {result.correctCount} of {result.totalQuestions} correct; the pass mark is {result.passingMarks}%.
      </p>
      <p className="mt-3 font-semibold text-gray-900">{result.message}</p>
      {!result.answersShown && (
        <p className="mt-2 text-gray-800" data-testid="quiz-answers-held">
          The questions marked below were not right. The correct answers show once you pass or after {result.answersAfterAttempts} attempts
          (this was attempt {result.attempts}).
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={onRetake}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Retake
        </button>
        {result.passed && (
          <Link to={next ? `/courses/${course.slug}/lessons/${next.slug}` : `/courses/${course.slug}/conclusion`} className={primaryButton}>
            {next ? 'Next lesson' : 'Finish the course'}
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * One question at a time (or all on one page), submitted once every question has an answer. Shown
 * under the lesson's body, which carries the check's introduction. Moving to another question or
 * retaking moves the focus to the first question's heading: the button pressed may be gone (Next on
 * the last question, Retake) and a screen reader user hears the question they arrived at.
 * A submission refetches the check, which then holds the next attempt's questions and option order
 * (decision 066): the submitted questions stay on screen with their result until a retake.
 */
export function KnowledgeCheckQuiz({ data }: { data: LessonDetail }) {
  const quiz = useKnowledgeCheck(data.lesson.lessonId).data;
  const [submitted, setSubmitted] = useState<QuizForLearner['questions'] | null>(null);
  const questions = submitted ?? quiz.questions;
  const submit = useSubmitKnowledgeCheck();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [showAll, setShowAll] = useState(false);
  const [current, setCurrent] = useState(0);
  const [result, setResult] = useState<QuizResult | null>(null);
  const firstHeading = useRef<HTMLHeadingElement>(null);
  const open = unansweredCount(questions, answers);
  const shown = showAll || result ? questions : questions.slice(current, current + 1);
  const isLast = current === questions.length - 1;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (open > 0) return;
    setSubmitted(questions);
    submit.mutate(
      { lessonId: quiz.lessonId, attempts: quiz.attempts, answers: toSubmissionAnswers(questions, answers) },
      {
        onSuccess: setResult,
        onError: (failure) => {
          setSubmitted(null);
          // Submitted meanwhile in another tab: the answers belong to an attempt that is over (its toast says so).
          if (failure instanceof ApiRequestError && failure.hasCode('ATTEMPT_SUPERSEDED')) {
            setAnswers({});
            setCurrent(0);
            void queryClient.invalidateQueries({ queryKey: knowledgeCheckQueryOptions(quiz.lessonId).queryKey });
          }
        },
      },
    );
  };
  const showQuestion = (index: number) => {
    flushSync(() => setCurrent(index));
    firstHeading.current?.focus();
  };
  const retake = () => {
    flushSync(() => {
      setAnswers({});
      setResult(null);
      setSubmitted(null);
      setCurrent(0);
    });
    firstHeading.current?.focus();
  };

  return (
    <>
      <p className="mt-8 text-gray-800">
        {quiz.totalQuestions} questions; you pass with {quiz.passingMarks}% or more.
        {quiz.lastAttempt && ` Your last attempt scored ${quiz.lastAttempt.score}% (${quiz.lastAttempt.passed ? 'passed' : 'not passed'}).`}
      </p>
      {result && (
        <div className="mt-6">
          <ResultSummary result={result} data={data} onRetake={retake} />
        </div>
      )}
      {!result && (
        <label className="mt-6 flex items-center gap-2 text-sm font-semibold text-gray-800">
          <input
            type="checkbox"
            checked={showAll}
            onChange={(event) => setShowAll(event.target.checked)}
            className="h-4 w-4 accent-brand"
          />
          Show all questions on one page
        </label>
      )}
      <form onSubmit={onSubmit} aria-label="Knowledge check" className="mt-4 space-y-5">
        {shown.map((question, index) => (
          <QuestionFieldset
            key={question.questionIndex}
            headingRef={index === 0 ? firstHeading : undefined}
            question={question}
            total={questions.length}
            selected={answers[question.questionIndex] ?? []}
            onChange={(selected) => setAnswers((all) => ({ ...all, [question.questionIndex]: selected }))}
            result={result?.results.find((entry) => entry.questionIndex === question.questionIndex)}
          />
        ))}
        {!result && (
          <div className="flex flex-wrap items-center gap-3">
            {!showAll && (
              <>
                <button type="button" className={secondaryButton} disabled={current === 0} onClick={() => showQuestion(current - 1)}>
                  <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                  Previous
                </button>
                {!isLast && (
                  <button type="button" className={secondaryButton} onClick={() => showQuestion(current + 1)}>
                    Next
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </button>
                )}
              </>
            )}
            {(showAll || isLast) && (
              <button type="submit" className={primaryButton} disabled={open > 0 || submit.isPending}>
                Submit answers
              </button>
            )}
            <p className="text-sm text-gray-700" aria-live="polite">
              {open > 0 ? `${open} ${open === 1 ? 'question' : 'questions'} still to answer` : 'All questions answered'}
            </p>
          </div>
        )}
      </form>
    </>
  );
}
