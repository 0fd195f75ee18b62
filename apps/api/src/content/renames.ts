import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { courses, guides, lessons, paths } from '../db/schema';
import type { ContentIssue } from './front-matter-file';

/** What a rename check reads of a parsed course, lesson, guide or path. */
interface Renamable {
  slug: string;
  file: string;
  /** The whole file, to name the line of a previous slug. */
  text: string;
  data: { previousSlugs: string[] };
}
interface RenamableContent {
  tenantId: string;
  courses: (Renamable & { modules: { lessons: Renamable[] }[] })[];
  guides: Renamable[];
  paths: Renamable[];
  presentSlugs: Record<'courses' | 'guides' | 'paths', Set<string>>;
}
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The 1-based line of `slug` in the file's `previousSlugs:` list, or of the key itself. */
export function previousSlugLine(text: string, slug: string): number {
  const lines = text.split('\n');
  const key = lines.findIndex((line) => line.startsWith('previousSlugs:'));
  if (key === -1) return 1;
  const listed = new RegExp(`(^|[\\s,\\[-])${slug}([\\s,\\]]|$)`);
  for (let index = key; index < lines.length; index += 1) {
    if (index > key && !/^\s+-/.test(lines[index])) break;
    if (listed.test(lines[index].replace(/^previousSlugs:/, ''))) return index + 1;
  }
  return key + 1;
}

/**
 * Decision 056: a rename must say unambiguously which row it takes over. Among one kind of items
 * (a portal's courses, guides or paths, or one course's lessons) a previous slug may be claimed by
 * one item only, and must not be the slug of an item still in the bundle (which also refuses a
 * rename loop). Returns the files whose claims are refused, each with an issue.
 */
function refusedClaims(kind: string, items: Renamable[], live: Map<string, string>, issues: ContentIssue[]): Set<string> {
  const refused = new Set<string>();
  const refuse = (item: Renamable, slug: string, message: string) => {
    issues.push({ file: item.file, line: previousSlugLine(item.text, slug), field: 'previousSlugs', message });
    refused.add(item.file);
  };
  const claims = new Map<string, Renamable[]>();
  for (const item of items) {
    for (const slug of item.data.previousSlugs) claims.set(slug, [...(claims.get(slug) ?? []), item]);
  }
  for (const [slug, claimants] of claims) {
    for (const item of claimants) {
      const others = claimants.filter((other) => other !== item);
      const holder = live.get(slug);
      if (slug === item.slug) refuse(item, slug, `previous slug "${slug}" is this ${kind}'s own slug`);
      else if (others.length > 0)
        refuse(item, slug, `previous slug "${slug}" is also claimed by ${others.map((other) => other.file).join(', ')}`);
      else if (holder !== undefined) {
        const loops = items.find((other) => other.file === holder)?.data.previousSlugs.includes(item.slug);
        refuse(
          item,
          slug,
          loops
            ? `renames loop: "${item.slug}" and "${slug}" name each other as previous slugs`
            : `previous slug "${slug}" is still a ${kind} (${holder}): remove it from previousSlugs or remove that ${kind}`,
        );
      }
    }
  }
  return refused;
}

/** The files of the courses, guides and paths whose rename is refused: the import leaves them out. */
export function refusedRenames(content: RenamableContent, issues: ContentIssue[]): Set<string> {
  const liveFiles = (items: Renamable[], kind: 'courses' | 'guides' | 'paths') =>
    new Map(
      [...content.presentSlugs[kind]].map((slug) => [
        slug,
        items.find((item) => item.slug === slug)?.file ?? `${content.tenantId}/${kind}/${slug}`,
      ]),
    );
  const refused = new Set([
    ...refusedClaims('course', content.courses, liveFiles(content.courses, 'courses'), issues),
    ...refusedClaims('guide', content.guides, liveFiles(content.guides, 'guides'), issues),
    ...refusedClaims('path', content.paths, liveFiles(content.paths, 'paths'), issues),
  ]);
  for (const course of content.courses) {
    const courseLessons = course.modules.flatMap((module) => module.lessons);
    const live = new Map(courseLessons.map((lesson) => [lesson.slug, lesson.file]));
    if (refusedClaims('lesson', courseLessons, live, issues).size > 0) refused.add(course.file);
  }
  return refused;
}

/** A rename the database cannot follow without guessing; the import leaves the item out. */
export class RenameRefused extends Error {
  constructor(readonly issue: ContentIssue) {
    super(issue.message);
  }
}

type RenamableTable = typeof courses | typeof lessons | typeof guides | typeof paths;

/**
 * Before an item is upserted by slug: when no row has its slug yet and one row (within `scope`)
 * has one of its previous slugs, that row takes the new slug, keeping its id and with it every
 * learner's progress, favourite, attempt and certificate. Two such rows would be a guess: refused.
 */
export async function renameInPlace(tx: Tx, table: RenamableTable, scope: SQL, source: Renamable): Promise<void> {
  const previous = source.data.previousSlugs;
  if (previous.length === 0) return;
  const rows = await tx
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(and(scope, inArray(table.slug, [source.slug, ...previous])));
  if (rows.some((row) => row.slug === source.slug)) return;
  if (rows.length > 1) {
    const named = previous.filter((slug) => rows.some((row) => row.slug === slug));
    throw new RenameRefused({
      file: source.file,
      line: previousSlugLine(source.text, named[0]),
      field: 'previousSlugs',
      message: `previous slugs ${named.map((slug) => `"${slug}"`).join(' and ')} are different items: keep only the one whose learners move here`,
    });
  }
  if (rows.length === 1) await tx.update(table).set({ slug: source.slug }).where(eq(table.id, rows[0].id));
}
