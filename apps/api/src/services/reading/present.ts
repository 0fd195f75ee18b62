import {
  courseProgressStatus,
  isAssetPath,
  isLocked,
  slugify,
  unlockRequirement,
  unlockMessage,
  type CourseListItem,
  type Entitlement,
  type FilterCategory,
  type GuideListItem,
  type LessonSummary,
  type Level,
  type ModuleItem,
  type PathCourse,
  type PathListItem,
  type ProgressStatus,
  type Release,
  type TenantId,
  type LessonVideo,
  type Video,
  type Viewer,
} from '@academy/shared';
import type { LearnerState } from '../learner/learner-state';
import type { Reader } from './reader';
import type { CatalogueSnapshot, CourseEntry, GuideRow, InstructorRow, LessonRow, ModuleRow, PathCourseEntry } from '../catalogue/snapshot';

/**
 * Shapes catalogue rows into the API's answers, with the reader's progress and favourites laid
 * over them (for a visitor: Not Started and not favourite).
 */

const itemStatus = (state: LearnerState, id: string): ProgressStatus =>
  state.completed.has(id) ? 'Completed' : state.started.has(id) ? 'In Progress' : 'Not Started';

/** An item visitors do not see yet carries its release (drafts and scheduled items, for admins and authors); others nothing, byte for byte as before (decision 062). */
export const releaseField = (release: Release | null) => (release ? { release } : {});

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

export function lockFor(view: Entitlement[], viewer: Viewer, kind: 'lesson' | 'guide' | 'lab' = 'lesson') {
  const requires = unlockRequirement(view, viewer);
  return requires ? { requires, message: unlockMessage(requires, kind, viewer) } : null;
}

const completedLessons = (entry: CourseEntry, state: LearnerState) =>
  entry.lessons.filter((lesson) => state.completed.has(lesson.id)).length;

export function courseListItem(entry: CourseEntry, snapshot: CatalogueSnapshot, { viewer, state }: Reader): CourseListItem {
  const { row } = entry;
  const completedLesson = completedLessons(entry, state);
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
    lessonsNeedingPro: entry.lessons.filter((lesson) => unlockRequirement(lesson.entitlements, viewer) === 'pro').length,
    completedLesson,
    progressStatus: courseProgressStatus(completedLesson, entry.lessons.length),
    isFavorite: state.favorites.course.has(row.id),
    instructors: entry.instructorIds.map((id) => instructorSummary(snapshot.instructorsById.get(id)!)),
    ...releaseField(row.release),
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

export function lessonSummary(lesson: LessonRow, { viewer, state }: Reader): LessonSummary {
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
    isComplete: state.completed.has(lesson.id),
    progressStatus: itemStatus(state, lesson.id),
    isFavorite: state.favorites.lesson.has(lesson.id),
    ...releaseField(lesson.release),
  };
}

export function guideListItem(row: GuideRow, { viewer, state }: Reader): GuideListItem {
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
    isFavorite: state.favorites.guide.has(row.id),
    progressStatus: itemStatus(state, row.id),
    labType: row.lab ? 'externalLab' : 'none',
    ...releaseField(row.release),
  };
}

/** A video's `src`, poster and captions may name files in the portal's assets folder; the browser gets their addresses. */
export function presentVideo(video: Video | null, tenantId: TenantId): LessonVideo | null {
  if (!video) return null;
  const address = (path: string | undefined) => (path && isAssetPath(path) ? assetUrl(tenantId, path) : path);
  const captions = video.captions?.map((track) => ({ ...track, src: assetUrl(tenantId, track.src) }));
  return {
    ...video,
    src: address(video.src),
    ...(video.poster ? { poster: address(video.poster) } : {}),
    ...(captions ? { captions } : {}),
  };
}

/** The reader's progress in a course a path lists; null for another portal's course, whose lessons and progress live there. */
function pathCourseProgress(course: PathCourseEntry, snapshot: CatalogueSnapshot, state: LearnerState): PathCourse['progress'] {
  const entry = course.tenantId === snapshot.tenantId ? snapshot.coursesBySlug.get(course.slug) : undefined;
  if (!entry) return null;
  const completedLesson = completedLessons(entry, state);
  const next = entry.lessons.find((lesson) => !state.completed.has(lesson.id));
  return {
    completedLesson,
    progressStatus: courseProgressStatus(completedLesson, entry.lessons.length),
    nextLesson: next ? { slug: next.slug, title: next.title } : null,
  };
}

export function pathListItem(entry: CatalogueSnapshot['paths'][number], snapshot: CatalogueSnapshot, state: LearnerState): PathListItem {
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
    isFavorite: state.favorites.path.has(row.id),
    courses: entry.courses.map((course) => {
      const { release, ...shown } = course;
      return {
        ...shown,
        isFavorite: state.favorites.course.has(course.courseId),
        progress: pathCourseProgress(course, snapshot, state),
        ...releaseField(release),
      };
    }),
    ...releaseField(row.release),
  };
}

interface Filterable {
  topic: string[];
  level: Level[];
  isFavorite: boolean;
  progressStatus?: ProgressStatus;
}

/**
 * Filters with how many items carry each option: topic and level for everyone, and for a learner
 * their favourites and their status (In Progress, Completed) too.
 */
export function filterCategories(items: Filterable[], personal = false): FilterCategory[] {
  const count = (values: string[][]) => {
    const counts = new Map<string, number>();
    for (const value of values.flat()) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].map(([name, total]) => ({ key: slugify(name), name, count: total, checked: false }));
  };
  const topicAndLevel: FilterCategory[] = [
    { categoryName: 'topic', label: 'Topic', options: count(items.map((item) => item.topic)) },
    { categoryName: 'level', label: 'Level', options: count(items.map((item) => item.level)) },
  ];
  if (!personal) return topicAndLevel;
  const favorite: FilterCategory = {
    categoryName: 'favorite',
    label: 'Favourites',
    options: [{ key: 'favorite', name: 'Favourites', count: items.filter((item) => item.isFavorite).length, checked: false }],
  };
  const withStatus = items.filter((item) => item.progressStatus !== undefined);
  const status: FilterCategory[] =
    withStatus.length === 0
      ? []
      : [
          {
            categoryName: 'status',
            label: 'Status',
            options: (['In Progress', 'Completed'] as const).map((name) => ({
              key: slugify(name),
              name,
              count: withStatus.filter((item) => item.progressStatus === name).length,
              checked: false,
            })),
          },
        ];
  return [favorite, ...topicAndLevel, ...status];
}
