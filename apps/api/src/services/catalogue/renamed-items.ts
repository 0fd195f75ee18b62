import type { CatalogueSnapshot, CourseEntry, GuideRow, LessonRow } from './snapshot';

/**
 * Decision 056: an item is found by its slug or, after a rename, by one of its previous slugs, so
 * old links and bookmarks still lead to it. A previous slug is only searched when no item has the slug.
 */
export function findCourse(snapshot: CatalogueSnapshot, slug: string): CourseEntry | undefined {
  return snapshot.coursesBySlug.get(slug) ?? snapshot.courses.find((entry) => entry.row.previousSlugs.includes(slug));
}

export function findLessonIndex(entry: CourseEntry, slug: string): number {
  const index = entry.lessons.findIndex((lesson) => lesson.slug === slug);
  return index !== -1 ? index : entry.lessons.findIndex((lesson: LessonRow) => lesson.previousSlugs.includes(slug));
}

export function findGuide(snapshot: CatalogueSnapshot, slug: string): GuideRow | undefined {
  return snapshot.guides.find((guide) => guide.slug === slug) ?? snapshot.guides.find((guide) => guide.previousSlugs.includes(slug));
}

export function findPath(snapshot: CatalogueSnapshot, slug: string): CatalogueSnapshot['paths'][number] | undefined {
  return snapshot.paths.find((path) => path.row.slug === slug) ?? snapshot.paths.find((path) => path.row.previousSlugs.includes(slug));
}

/**
 * The page address a renamed item's old address moved to (`/courses/old/lessons/old-lesson/lab`
 * becomes `/courses/new/lessons/new-lesson/lab`), or null when nothing in it was renamed.
 */
export function movedAddress(snapshot: CatalogueSnapshot, path: string): string | null {
  const [, section, slug, ...rest] = path.split('/');
  if (!slug) return null;
  let moved: string[] | null = null;
  if (section === 'courses') {
    const entry = findCourse(snapshot, slug);
    if (!entry) return null;
    moved = [entry.row.slug, ...rest];
    if (rest[0] === 'lessons' && rest[1]) {
      const lesson = entry.lessons[findLessonIndex(entry, rest[1])];
      if (lesson) moved[2] = lesson.slug;
    }
  } else if (section === 'guides') {
    const guide = findGuide(snapshot, slug);
    if (guide) moved = [guide.slug, ...rest];
  } else if (section === 'paths') {
    const entry = findPath(snapshot, slug);
    if (entry) moved = [entry.row.slug, ...rest];
  }
  if (!moved) return null;
  const address = ['', section, ...moved].join('/');
  return address === path ? null : address;
}
