import { describe, expect, it } from 'vitest';
import { chooseOption, isAnswered, toSubmissionAnswers, unansweredCount } from './quiz-state';

describe('chooseOption', () => {
  it.each([
    ['single picks the option', [], 'single', 2, true, [2]],
    ['single replaces the earlier choice', [1], 'single', 3, true, [3]],
    ['multi adds in option order', [3], 'multi', 0, true, [0, 3]],
    ['multi removes an unchecked option', [0, 2, 3], 'multi', 2, false, [0, 3]],
    ['multi never repeats an option', [1], 'multi', 1, true, [1]],
  ] as const)('%s', (_name, selected, type, option, checked, expected) => {
    expect(chooseOption(selected, type, option, checked)).toEqual(expected);
  });
});

describe('isAnswered', () => {
  it.each([
    [undefined, 'single', false],
    [[], 'multi', false],
    [[1], 'single', true],
    [[0, 2], 'multi', true],
    [[0, 2], 'single', false],
  ] as const)('%j for %s is %s', (selected, type, answered) => {
    expect(isAnswered(selected, type)).toBe(answered);
  });
});

describe('quiz answers', () => {
  const questions = [
    { questionIndex: 0, type: 'single' as const },
    { questionIndex: 1, type: 'multi' as const },
    { questionIndex: 2, type: 'single' as const },
  ];

  it('counts the questions still open', () => {
    expect(unansweredCount(questions, {})).toBe(3);
    expect(unansweredCount(questions, { 0: [1], 1: [0, 2] })).toBe(1);
  });

  it('gives one answer per question in order, empty when skipped', () => {
    expect(toSubmissionAnswers(questions, { 2: [0], 0: [1] })).toEqual([
      { questionIndex: 0, selected: [1] },
      { questionIndex: 1, selected: [] },
      { questionIndex: 2, selected: [0] },
    ]);
  });
});
