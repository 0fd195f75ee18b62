import { describe, expect, it } from 'vitest';
import { courseProgressStatus, progressPercentage } from './progress';

describe('course progress status', () => {
  it.each([
    [0, 0, 'Not Started'],
    [0, 6, 'Not Started'],
    [1, 6, 'In Progress'],
    [5, 6, 'In Progress'],
    [6, 6, 'Completed'],
  ] as const)('%i of %i is %s', (completed, total, status) => {
    expect(courseProgressStatus(completed, total)).toBe(status);
  });
});

describe('progress percentage', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 100],
    [0, 6, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [6, 6, 100],
  ])('%i of %i is %i%', (completed, total, percent) => {
    expect(progressPercentage(completed, total)).toBe(percent);
  });
});
