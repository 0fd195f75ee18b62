import type { Ref } from 'react';
import type { QuizForLearner, QuizResult } from '@academy/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { RichText } from '../../../components/rich-text';
import { chooseOption } from '../quiz-state';

type Question = QuizForLearner['questions'][number];

interface QuestionFieldsetProps {
  question: Question;
  total: number;
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** After submitting: whether this answer was right, and which options were once the server shows them. */
  result?: QuizResult['results'][number];
  /** The heading the quiz moves the focus to when this question comes into view. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One question: radio buttons for a single answer, checkboxes when several are right. A group named
 * by its heading rather than a fieldset legend, which browsers draw across the card's border.
 * Question and options are inline HTML the API sanitised.
 */
export function QuestionFieldset({ question, total, selected, onChange, result, headingRef }: QuestionFieldsetProps) {
  const name = `question-${question.questionIndex}`;
  const headingId = `${name}-heading`;
  const inputType = question.type === 'single' ? 'radio' : 'checkbox';
  return (
    <div role="group" aria-labelledby={headingId} data-testid="quiz-question" className="rounded-card border border-gray-200 bg-white p-5">
      <h2 ref={headingRef} id={headingId} tabIndex={-1}>
        <span className="block text-sm font-semibold uppercase tracking-wide text-brand-strong">
          Question {question.questionIndex + 1} of {total}
        </span>
        <span
          className="mt-1 block text-lg font-bold text-gray-900 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1"
          dangerouslySetInnerHTML={{ __html: question.question }}
        />
      </h2>
      {question.description && <RichText html={question.description} className="mt-3 text-gray-800" />}
      <p className="mt-3 text-sm text-gray-700">{question.type === 'single' ? 'Choose one answer.' : 'Choose all answers that apply.'}</p>
      <ul className="mt-3 space-y-2">
        {question.options.map((option, index) => {
          const right = result?.answer?.includes(index);
          return (
            <li key={index}>
              <label className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-200 px-3 py-2 text-gray-900 hover:bg-brand-soft">
                <input
                  type={inputType}
                  name={name}
                  value={index}
                  checked={selected.includes(index)}
                  disabled={result !== undefined}
                  onChange={(event) => onChange(chooseOption(selected, question.type, index, event.target.checked))}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand"
                />
                <span
                  className="min-w-0 flex-1 break-words [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1"
                  dangerouslySetInnerHTML={{ __html: option }}
                />
                {right && <span className="text-sm font-semibold text-green-800">Correct answer</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {result && (
        <p className={`mt-3 inline-flex items-center gap-1.5 font-semibold ${result.correct ? 'text-green-800' : 'text-red-800'}`}>
          {result.correct ? <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> : <XCircle aria-hidden="true" className="h-5 w-5" />}
          {result.correct ? 'You answered this correctly' : 'Your answer was not right'}
        </p>
      )}
      {result?.explanation && (
        <div className="mt-3 rounded-md bg-gray-50 p-3" data-testid="quiz-explanation">
          <p className="text-sm font-semibold text-gray-900">Why</p>
          <RichText html={result.explanation} className="text-gray-800" />
        </div>
      )}
    </div>
  );
}
