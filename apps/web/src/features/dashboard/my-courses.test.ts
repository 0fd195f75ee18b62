import { describe, expect, it } from 'vitest';
import { splitMyCourses } from './my-courses';

describe('splitMyCourses', () => {
  it('puts fully completed courses apart from the ones in progress, keeping the order', () => {
    const courses = [
      { slug: 'a', completedLesson: 1, lessonsCount: 5 },
      { slug: 'b', completedLesson: 5, lessonsCount: 5 },
      { slug: 'c', completedLesson: 0, lessonsCount: 3 },
      { slug: 'd', completedLesson: 2, lessonsCount: 2 },
    ];
    const { inProgress, completed } = splitMyCourses(courses);
    expect(inProgress.map((course) => course.slug)).toEqual(['a', 'c']);
    expect(completed.map((course) => course.slug)).toEqual(['b', 'd']);
  });

  it('gives two empty lists for no courses', () => {
    expect(splitMyCourses([])).toEqual({ inProgress: [], completed: [] });
  });
});
