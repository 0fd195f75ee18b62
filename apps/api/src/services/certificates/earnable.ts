import type { CertificateKind } from '@academy/shared';
import type { CatalogueSnapshot, CourseEntry } from '../catalogue/snapshot';

/** A course or learning path that earns a certificate once every one of its lessons is complete. */
export interface Earnable {
  kind: CertificateKind;
  itemId: string;
  title: string;
  lessonIds: string[];
}

const lessonIdsOf = (entry: CourseEntry) => entry.lessons.map((lesson) => lesson.id);

function courseEarnable(entry: CourseEntry): Earnable | null {
  return entry.lessons.length === 0
    ? null
    : { kind: 'course', itemId: entry.row.id, title: entry.row.title, lessonIds: lessonIdsOf(entry) };
}

/**
 * A path earns one when it lists courses and each is a published course of this portal with
 * lessons. A course of another portal is taken there, with that portal's account (accounts are per
 * portal), so this learner can never be seen to complete it: such a path earns none (decision 025).
 */
function pathEarnable(snapshot: CatalogueSnapshot, path: CatalogueSnapshot['paths'][number]): Earnable | null {
  const entries = path.courses.map((course) => snapshot.courses.find((entry) => entry.row.id === course.courseId));
  if (entries.length === 0 || entries.some((entry) => !entry || entry.lessons.length === 0)) return null;
  return { kind: 'path', itemId: path.row.id, title: path.row.title, lessonIds: entries.flatMap((entry) => lessonIdsOf(entry!)) };
}

/** What completing a lesson of `course` may earn: the course itself and every path that lists it. */
export function earnableWith(snapshot: CatalogueSnapshot, course: CourseEntry): Earnable[] {
  const paths = snapshot.paths.filter((path) => path.courses.some((item) => item.courseId === course.row.id));
  return [courseEarnable(course), ...paths.map((path) => pathEarnable(snapshot, path))].filter((item): item is Earnable => item !== null);
}

/** Every course and path the learner has completed, by their completed lessons. */
export function earnedBy(snapshot: CatalogueSnapshot, completed: ReadonlySet<string>): Earnable[] {
  const all = [...snapshot.courses.map(courseEarnable), ...snapshot.paths.map((path) => pathEarnable(snapshot, path))];
  return all.filter((item): item is Earnable => item !== null && item.lessonIds.every((id) => completed.has(id)));
}
