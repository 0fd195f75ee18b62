import { describe, expect, it } from 'vitest';
import type { PathCourse, ProgressStatus } from '@academy/shared';
import { pathProgress } from './path-progress';

const course = (
  slug: string,
  progress: { status: ProgressStatus; done: number; next: string | null } | null,
  tenantId: PathCourse['tenantId'] = 'kube',
): PathCourse => ({
  courseId: `00000000-0000-4000-8000-${slug.padStart(12, '0')}`,
  tenantId,
  slug,
  title: `Course ${slug}`,
  summary: '',
  level: 'Beginner',
  duration: 600,
  lessonsCount: 3,
  isFavorite: false,
  progress: progress && {
    completedLesson: progress.done,
    progressStatus: progress.status,
    nextLesson: progress.next ? { slug: progress.next, title: `Lesson ${progress.next}` } : null,
  },
});

const notStarted = (slug: string) => course(slug, { status: 'Not Started', done: 0, next: `${slug}-1` });
const completed = (slug: string) => course(slug, { status: 'Completed', done: 3, next: null });

describe('pathProgress', () => {
  it('is Not Started before any lesson, and starts at the first lesson of the first course', () => {
    const progress = pathProgress([notStarted('a'), notStarted('b')]);
    expect(progress).toMatchObject({ status: 'Not Started', completed: 0, total: 2, elsewhere: 0 });
    expect(progress.next).toMatchObject({ course: { slug: 'a' }, lessonSlug: 'a-1', lessonTitle: 'Lesson a-1' });
  });

  it('is In Progress after a course of several, and continues with the next unfinished course', () => {
    const progress = pathProgress([completed('a'), notStarted('b'), notStarted('c')]);
    expect(progress).toMatchObject({ status: 'In Progress', completed: 1, total: 3 });
    expect(progress.next).toMatchObject({ course: { slug: 'b' }, lessonSlug: 'b-1' });
  });

  it('is In Progress from one lesson on, and continues inside the course begun', () => {
    const progress = pathProgress([course('a', { status: 'In Progress', done: 1, next: 'a-2' }), notStarted('b')]);
    expect(progress).toMatchObject({ status: 'In Progress', completed: 0 });
    expect(progress.next).toMatchObject({ course: { slug: 'a' }, lessonSlug: 'a-2' });
  });

  it('skips a course finished out of order', () => {
    expect(pathProgress([notStarted('a'), completed('b')]).next).toMatchObject({ course: { slug: 'a' } });
    expect(pathProgress([completed('a'), notStarted('b'), completed('c')]).next).toMatchObject({ course: { slug: 'b' } });
  });

  it("counts only this portal's courses, and is Completed when they all are", () => {
    const progress = pathProgress([completed('a'), completed('b'), course('c', null, 'spring')]);
    expect(progress).toEqual({ status: 'Completed', completed: 2, total: 2, elsewhere: 1, next: null });
  });

  it('is never Completed without a course of its own', () => {
    expect(pathProgress([course('c', null, 'spring')])).toEqual({
      status: 'Not Started',
      completed: 0,
      total: 0,
      elsewhere: 1,
      next: null,
    });
  });
});
