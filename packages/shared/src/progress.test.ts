import { describe, expect, it } from 'vitest';
import { courseProgressStatus, pathProgressStatus, progressPercentage } from './progress';

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

describe('path progress status', () => {
  const course = (progressStatus: 'Not Started' | 'In Progress' | 'Completed', completedLesson: number) => ({
    progressStatus,
    completedLesson,
  });
  it.each([
    ['no course of this portal', [], 'Not Started'],
    ['nothing begun', [course('Not Started', 0), course('Not Started', 0)], 'Not Started'],
    ['one lesson done', [course('In Progress', 1), course('Not Started', 0)], 'In Progress'],
    ['one course of two done', [course('Completed', 4), course('Not Started', 0)], 'In Progress'],
    ['every course done', [course('Completed', 4), course('Completed', 2)], 'Completed'],
  ] as const)('%s is %s', (_name, courses, status) => {
    expect(pathProgressStatus(courses)).toBe(status);
  });
});
