import type { CourseLessons, LessonSummary, ModuleItem } from '@academy/shared';

export interface OutlineGroup {
  module: ModuleItem;
  lessons: LessonSummary[];
}

/** The course's lessons under their modules, in course order (the list holds each module before its lessons). */
export function outlineGroups(items: CourseLessons['lessons']): OutlineGroup[] {
  const groups: OutlineGroup[] = [];
  for (const item of items) {
    if (item.type === 'module') groups.push({ module: item, lessons: [] });
    else groups.find((group) => group.module.lessonId === item.parentId)?.lessons.push(item);
  }
  return groups;
}

/** Where the current lesson stands: its 1-based place among the course's lessons, and their count. */
export function lessonPosition(groups: OutlineGroup[], lessonId: string): { index: number; count: number } {
  const lessons = groups.flatMap((group) => group.lessons);
  return { index: lessons.findIndex((lesson) => lesson.lessonId === lessonId) + 1, count: lessons.length };
}
