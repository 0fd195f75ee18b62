import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { courses } from '../db/schema';
import { readContentBundle } from './bundle';
import { importContent } from './import-content';
import { parseBundle } from './parse-bundle';
import { getMarkdownRenderer } from './render-markdown';

/** Where the import's outcome is written: the server's logger (pino) fits it. */
type ImportLog = { info(details: object, message: string): void; warn(details: object, message: string): void };

/** `npm start` on an empty database imports the bundled sample content so the product has something to show. */
export async function seedContent(db: Database, contentDir: string, mode: 'empty' | 'always' | 'never', log: ImportLog): Promise<void> {
  if (mode === 'never') return;
  if (mode === 'empty') {
    const [{ total }] = await db.select({ total: count() }).from(courses);
    if (total > 0) return;
  }
  const started = Date.now();
  const parsed = await parseBundle(await readContentBundle(contentDir));
  const result = await importContent(db, parsed, await getMarkdownRenderer());
  for (const issue of result.issues) log.warn({ issue }, 'content issue');
  log.info({ tenants: result.tenants, ms: Date.now() - started }, 'content imported');
}
