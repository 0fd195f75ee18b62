import { describe, expect, it } from 'vitest';
import { completedCountLabel, progressLabel, showsProgressBadge } from './progress-display';

describe('progressLabel', () => {
  it.each([
    [0, 0, '0% complete'],
    [2, 0, '100% complete'],
    [2, 5, '40% complete'],
    [1, 3, '33% complete'],
    [2, 3, '67% complete'],
    [5, 5, '100% complete'],
  ])('%i of %i is %s', (completed, total, label) => {
    expect(progressLabel(completed, total)).toBe(label);
  });
});

describe('completedCountLabel', () => {
  it('counts lessons in the singular and plural', () => {
    expect(completedCountLabel(0, 1)).toBe('0 of 1 lesson completed');
    expect(completedCountLabel(2, 5)).toBe('2 of 5 lessons completed');
  });
});

describe('showsProgressBadge', () => {
  it.each([
    ['In Progress', true],
    ['Completed', true],
    ['Not Started', false],
    [undefined, false],
  ] as const)('%s shows a badge: %s', (status, shown) => {
    expect(showsProgressBadge(status)).toBe(shown);
  });
});
