import { pathProgressStatus, type PathCourse, type ProgressStatus } from '@academy/shared';

type CountedCourse = PathCourse & { progress: NonNullable<PathCourse['progress']> };

export interface PathProgress {
  status: ProgressStatus;
  /** This portal's courses completed, of `total`. */
  completed: number;
  total: number;
  /** Courses on another portal, which keep their progress there and are not counted. */
  elsewhere: number;
  /** Where Start or Continue leads: the next lesson of the first unfinished course; null when none is left. */
  next: { course: PathCourse; lessonSlug: string; lessonTitle: string } | null;
}

const counted = (course: PathCourse): course is CountedCourse => course.progress !== null;

/**
 * A path's progress from its courses': Completed when every course of this portal is, In Progress once
 * any of their lessons is complete, Not Started before that (decision 046).
 */
export function pathProgress(courses: readonly PathCourse[]): PathProgress {
  const own = courses.filter(counted);
  const completed = own.filter((course) => course.progress.progressStatus === 'Completed').length;
  const status = pathProgressStatus(own.map((course) => course.progress));
  const nextCourse = own.find((course) => course.progress.progressStatus !== 'Completed' && course.progress.nextLesson);
  const nextLesson = nextCourse?.progress.nextLesson;
  return {
    status,
    completed,
    total: own.length,
    elsewhere: courses.length - own.length,
    next: nextCourse && nextLesson ? { course: nextCourse, lessonSlug: nextLesson.slug, lessonTitle: nextLesson.title } : null,
  };
}
