import { progressPercentage, type ProgressStatus } from '@academy/shared';

/** "40% complete", by the spec's percentage rule. */
export function progressLabel(completed: number, total: number): string {
  return `${progressPercentage(completed, total)}% complete`;
}

/** "2 of 5 lessons completed". */
export function completedCountLabel(completed: number, total: number): string {
  return `${completed} of ${total} ${total === 1 ? 'lesson' : 'lessons'} completed`;
}

/** Only started courses get a badge; Not Started shows nothing. */
export function showsProgressBadge(status: ProgressStatus | undefined): status is 'In Progress' | 'Completed' {
  return status === 'In Progress' || status === 'Completed';
}
