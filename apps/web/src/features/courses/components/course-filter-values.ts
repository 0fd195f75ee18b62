import type { CourseListItem } from '@academy/shared';
import type { FilterValues } from '../../../lib/filters';

/** What a course offers to each filter category (spec: favorite, topic, level, status). */
export function courseFilterValues(course: CourseListItem, category: string): FilterValues {
  switch (category) {
    case 'favorite':
      return course.isFavorite;
    case 'topic':
      return course.topic;
    case 'level':
      return course.level;
    case 'status':
      return [course.progressStatus];
    default:
      return [];
  }
}
