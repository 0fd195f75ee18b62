import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBlankDatabase } from '../test/database-template';
import { migrationsBefore } from '../test/migrations-before';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';

let handle: DatabaseHandle;
let migrations: Awaited<ReturnType<typeof migrationsBefore>>;
beforeEach(async () => {
  handle = await createBlankDatabase();
  migrations = await migrationsBefore('9999');
});
afterEach(async () => {
  await handle.close();
  await migrations.remove();
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Appends migrations to the copy's journal, each with a later time than the last. */
async function append(folder: string, files: { tag: string; text: string }[]) {
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
  for (const { tag, text } of files) {
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
    await writeFile(join(folder, `${tag}.sql`), text);
  }
  await writeFile(journalPath, JSON.stringify(journal));
}

it('commits each migration on its own: one that fails leaves the ones before it applied and recorded, and itself undone', async () => {
  await append(migrations.folder, [
    { tag: '9990_probe_kept', text: 'CREATE TABLE "migrate_probe_kept" ("id" integer);' },
    {
      tag: '9991_probe_broken',
      text: 'CREATE TABLE "migrate_probe_undone" ("id" integer);\n--> statement-breakpoint\nSELECT no_such_function();',
    },
  ]);
  await expect(runMigrations(handle, migrations.folder)).rejects.toThrow();
  const tables = await rowsOf<{ name: string }>(sql`select tablename as name from pg_tables where tablename like 'migrate_probe_%'`);
  expect(tables).toEqual([{ name: 'migrate_probe_kept' }]);
  const [recorded] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const journal = JSON.parse(await readFile(join(migrations.folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  expect(recorded.n).toBe(journal.entries.length - 1);
});

it("keeps drizzle's bookkeeping, so the previous release's migrator finds nothing left to do after a rollback", async () => {
  await runMigrations(handle, migrations.folder);
  const recorded = await rowsOf<{ hash: string; created_at: string }>(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  // Drizzle's own migrator, as the previous release runs it at start (both engines answer it alike).
  await drizzleMigrate(handle.db as unknown as NodePgDatabase, { migrationsFolder: migrations.folder });
  expect(await rowsOf(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`)).toEqual(recorded);
});
