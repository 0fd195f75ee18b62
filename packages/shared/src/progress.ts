export const PROGRESS_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** Spec rule: Completed when all lessons and at least one are complete, In Progress when some are. */
export function courseProgressStatus(completed: number, total: number): ProgressStatus {
  if (completed > 0 && completed >= total) return 'Completed';
  if (completed > 0) return 'In Progress';
  return 'Not Started';
}

/** Spec rule: 0 when nothing is counted, 100 when the total is 0 but something is complete. */
export function progressPercentage(completed: number, total: number): number {
  if (total === 0) return completed === 0 ? 0 : 100;
  return Math.round((completed / total) * 100);
}

/**
 * A learning path's status from its courses of this portal (decision 046): Completed when every one
 * is, In Progress once any of their lessons is complete, Not Started before that.
 */
export function pathProgressStatus(courses: readonly { progressStatus: ProgressStatus; completedLesson: number }[]): ProgressStatus {
  const completed = courses.filter((course) => course.progressStatus === 'Completed').length;
  if (courses.length > 0 && completed === courses.length) return 'Completed';
  return courses.some((course) => course.completedLesson > 0) ? 'In Progress' : 'Not Started';
}
