import { screen } from '@testing-library/react';
import type { Insights } from '@academy/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { QuestionCard } from './question-card';

type Question = Insights['questions'][number];
const question = (index: number, correct: number): Question => ({
  lessonId: '5b0e4c1e-6d44-4f35-9a39-7c6f1c1b7a21',
  lessonTitle: 'Knowledge check: Kubernetes fundamentals',
  courseTitle: 'Kubernetes fundamentals',
  questionIndex: index,
  question: `Question ${index + 1}?`,
  answered: 4,
  correct,
  passRate: correct / 4,
});
const RANGE = { from: '2026-11-01', to: '2026-11-29' };

describe('the knowledge-check questions card', () => {
  // jsdom draws no canvas; the chart's own drawing is seen in the browser (accessibility and screenshot journeys).
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('says in words when every charted question is at 0%, where the bars alone would look empty', () => {
    renderWithApp(<QuestionCard questions={[question(0, 0), question(1, 0)]} range={RANGE} />);
    expect(screen.getByTestId('questions-all-wrong')).toHaveTextContent(
      'No charted question was answered right in this range: every bar is at 0%.',
    );
    expect(
      screen.getByRole('img', { name: /Q1 · Kubernetes fundamentals 0% right; Q2 · Kubernetes fundamentals 0% right/ }),
    ).toBeInTheDocument();
  });

  it('says nothing of the kind once a question was answered right', () => {
    renderWithApp(<QuestionCard questions={[question(0, 0), question(1, 3)]} range={RANGE} />);
    expect(screen.queryByTestId('questions-all-wrong')).toBeNull();
  });
});
