import type { CatalogueSnapshot } from '../catalogue/snapshot';

/** What the insights name their rows by: the published courses, lessons, guides and paths of a portal. */
export function itemTitles(snapshot: CatalogueSnapshot) {
  const lessons = new Map(
    snapshot.courses.flatMap((entry) =>
      entry.lessons.map((lesson) => [lesson.id, { title: lesson.title, courseTitle: entry.row.title }] as const),
    ),
  );
  /** `<likeableType>:<id>` to a title. */
  const items = new Map<string, string>([
    ...snapshot.courses.map(({ row }) => [`course:${row.id}`, row.title] as const),
    ...[...lessons].map(([id, lesson]) => [`lesson:${id}`, `${lesson.title} (${lesson.courseTitle})`] as const),
    ...snapshot.guides.map((guide) => [`guide:${guide.id}`, guide.title] as const),
    ...snapshot.paths.map(({ row }) => [`path:${row.id}`, row.title] as const),
  ]);
  return { lessons, items };
}
