import { createHash } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { courses, guides, instructors, lessons, modules, pages, paths } from '../db/schema';
import type { IndexedItems } from '../services/search/search-index';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the database holds of an imported item, to tell whether the import must write it again. */
export interface StoredItem {
  id: string;
  hash: string;
  published: boolean;
}

/**
 * The hash of everything an import writes of an item (its row's values, rendered HTML included, and
 * what hangs off it such as a course's instructors), kept in `content_hash`. An item whose hash and
 * row match is not written again (decision 065): a change to its file, its place, the renderer or
 * the importer changes the hash. The release before this one stored the file's hash there, which
 * never matches, so a rollback and a roll forward write every item once.
 */
export const itemHash = (written: object): string => createHash('sha256').update(JSON.stringify(written)).digest('hex');

/** Only a published row with the same hash may be skipped: an unpublished one comes back. */
export const isUnchanged = (stored: StoredItem | undefined, hash: string): stored is StoredItem =>
  stored !== undefined && stored.published && stored.hash === hash;

type ItemTable = typeof instructors | typeof courses | typeof guides | typeof pages | typeof paths;

/** A portal's items of one kind by slug. */
export async function storedBySlug(tx: Tx, table: ItemTable, tenantId: string): Promise<Map<string, StoredItem>> {
  const rows = await tx
    .select({ id: table.id, slug: table.slug, hash: table.contentHash, published: table.published })
    .from(table)
    .where(eq(table.tenantId, tenantId));
  return new Map(rows.map(({ slug, ...row }) => [slug, row]));
}

/** A portal's modules or lessons by course id and slug (`storedKey`). */
export async function storedByCourse(tx: Tx, table: typeof modules | typeof lessons, scope: SQL): Promise<Map<string, StoredItem>> {
  const rows = await tx
    .select({ id: table.id, courseId: table.courseId, slug: table.slug, hash: table.contentHash, published: table.published })
    .from(table)
    .where(scope);
  return new Map(rows.map(({ courseId, slug, ...row }) => [storedKey(courseId, slug), row]));
}

export const storedKey = (courseId: string, slug: string) => `${courseId}/${slug}`;

/**
 * What one portal's import wrote: the items whose search rows must be written again, and a count of
 * every row written (topics, assets, archives and modules included). Nothing written, nothing to
 * announce: the content version stays and the caches with it.
 */
export class WrittenItems {
  readonly items: IndexedItems = { course: [], lesson: [], guide: [], path: [], instructor: [], page: [] };
  others = 0;

  get count(): number {
    return this.others + Object.values(this.items).reduce((sum, ids) => sum + ids.length, 0);
  }

  add(from: WrittenItems): void {
    for (const kind of Object.keys(this.items) as (keyof IndexedItems)[]) this.items[kind].push(...from.items[kind]);
    this.others += from.others;
  }
}
