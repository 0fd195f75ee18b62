import { RATING_MAX, type AdminFeedbackItem } from '@academy/shared';

const TYPE_LABELS = { lesson: 'Lesson', course: 'Course', '': 'General' } as const;

export function typeLabel(type: AdminFeedbackItem['feedbackableType']): string {
  return TYPE_LABELS[type];
}

export function ratingLabel(rating: number | null): string {
  return rating === null ? 'No rating' : `${rating} of ${RATING_MAX}`;
}

export function averageLabel(average: number): string {
  return `${average.toFixed(1)} of ${RATING_MAX}`;
}

/** What a submission is about: the lesson or guide with its course, the course, or the portal. */
export function subjectLabel(item: Pick<AdminFeedbackItem, 'feedbackableType' | 'feedbackableTitle' | 'courseTitle'>): string {
  if (item.feedbackableType === '') return 'The portal';
  const title = item.feedbackableTitle ?? 'Removed item';
  return item.feedbackableType === 'lesson' && item.courseTitle ? `${title} (${item.courseTitle})` : title;
}
