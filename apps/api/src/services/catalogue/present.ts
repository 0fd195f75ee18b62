import {
  isLocked,
  slugify,
  unlockRequirement,
  UNLOCK_MESSAGES,
  type CourseListItem,
  type Entitlement,
  type FilterCategory,
  type GuideListItem,
  type LessonSummary,
  type Level,
  type ModuleItem,
  type PathListItem,
  type TenantId,
  type Viewer,
} from '@academy/shared';
import type { CatalogueSnapshot, CourseEntry, GuideRow, InstructorRow, LessonRow, ModuleRow } from './snapshot';

/**
 * Shapes catalogue rows into the API's answers. Progress and favourites belong to a signed-in
 * learner; for a visitor they are Not Started and not favourite.
 */

export const assetUrl = (tenantId: TenantId, path: string) => `/api/content-assets/${tenantId}/${path}`;

export function instructorSummary(row: InstructorRow) {
  return {
    instructorId: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    photoUrl: assetUrl(row.tenantId as TenantId, row.photoPath),
  };
}

export function lockFor(view: Entitlement[], viewer: Viewer) {
  const requires = unlockRequirement(view, viewer);
  return requires ? { requires, message: UNLOCK_MESSAGES[requires] } : null;
}

export function courseListItem(entry: CourseEntry, snapshot: CatalogueSnapshot): CourseListItem {
  const { row } = entry;
  return {
    courseId: row.id,
    tenantId: row.tenantId as TenantId,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    topic: row.topics,
    level: [row.level],
    labType: row.labType,
    entitlements: { view: row.entitlements },
    duration: entry.duration,
    lessonsCount: entry.lessons.length,
    completedLesson: 0,
    progressStatus: 'Not Started',
    isFavorite: false,
    instructors: entry.instructorIds.map((id) => instructorSummary(snapshot.instructorsById.get(id)!)),
  };
}

export function moduleItem(module: ModuleRow, moduleNumber: number, orderColumn: number): ModuleItem {
  return {
    lessonId: module.id,
    parentId: null,
    courseId: module.courseId,
    title: module.title,
    slug: module.slug,
    type: 'module',
    orderColumn,
    moduleNumber,
    summary: module.summary,
  };
}

export function lessonSummary(lesson: LessonRow, viewer: Viewer): LessonSummary {
  return {
    lessonId: lesson.id,
    parentId: lesson.moduleId,
    courseId: lesson.courseId,
    title: lesson.title,
    slug: lesson.slug,
    type: lesson.type,
    orderColumn: lesson.position,
    duration: lesson.durationSeconds,
    summary: lesson.summary,
    entitlements: { view: lesson.entitlements },
    isLocked: isLocked(lesson.entitlements, viewer),
    isComplete: false,
    progressStatus: 'Not Started',
    isFavorite: false,
  };
}

export function guideListItem(row: GuideRow, viewer: Viewer): GuideListItem {
  return {
    lessonId: row.id,
    tenantId: row.tenantId as TenantId,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    topic: row.topics,
    level: [row.level],
    duration: row.durationSeconds,
    entitlements: { view: row.entitlements },
    isLocked: isLocked(row.entitlements, viewer),
    isFavorite: false,
    progressStatus: 'Not Started',
  };
}

export function pathListItem(entry: CatalogueSnapshot['paths'][number]): PathListItem {
  const { row } = entry;
  return {
    pathId: row.id,
    tenantId: row.tenantId as TenantId,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    topic: row.topics,
    level: [row.level],
    duration: entry.courses.reduce((sum, course) => sum + course.duration, 0),
    isFavorite: false,
    courses: entry.courses.map((course) => ({ ...course, isFavorite: false })),
  };
}

/** Topic and level filters with how many items carry each option, in first-seen order. */
export function filterCategories(items: { topic: string[]; level: Level[] }[]): FilterCategory[] {
  const count = (values: string[][]) => {
    const counts = new Map<string, number>();
    for (const value of values.flat()) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].map(([name, total]) => ({ key: slugify(name), name, count: total, checked: false }));
  };
  return [
    { categoryName: 'topic', label: 'Topic', options: count(items.map((item) => item.topic)) },
    { categoryName: 'level', label: 'Level', options: count(items.map((item) => item.level)) },
  ];
}

/** Memoises an anonymous answer per content version: built and validated once, then sent as text. */
export function memoJson<T>(snapshot: CatalogueSnapshot, key: string, build: () => T, validate: (data: T) => unknown): string {
  let json = snapshot.memo.get(key);
  if (json === undefined) {
    const data = build();
    validate(data);
    json = JSON.stringify(data);
    snapshot.memo.set(key, json);
  }
  return json;
}

export function viewerKey(viewer: Viewer): string {
  if (viewer.isPro) return 'pro';
  return viewer.isLoggedIn ? 'member' : 'visitor';
}
