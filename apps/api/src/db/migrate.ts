import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DEFAULT_PATHS } from '../paths';
import type { DatabaseHandle } from './client';

/** Arbitrary constant shared by every replica: only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 7_310_001;

export async function runMigrations(handle: DatabaseHandle, migrationsFolder = DEFAULT_PATHS.migrations): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    // Both engines answer drizzle's execute and transaction alike.
    await migrateEachInItsOwnTransaction(handle.db as unknown as NodePgDatabase, migrationsFolder);
  });
}

/**
 * Drizzle's migrator applies every pending migration in one transaction. On PostgreSQL, during a
 * rolling upgrade (decision 037), the previous release keeps writing meanwhile: one transaction that
 * altered `users` (0029) and then indexed `learner_progress` (0030) deadlocked with a progress write,
 * which locks those tables the other way round, and the previous release answered 500 (production in
 * a box caught it). Each migration commits on its own here, so no lock outlives the migration that
 * took it. The bookkeeping is drizzle's own table and rows, so either release's migrator reads what
 * the other wrote.
 */
async function migrateEachInItsOwnTransaction(db: NodePgDatabase, migrationsFolder: string): Promise<void> {
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const { rows } = await db.execute<{ created_at: string }>(
    sql`select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1`,
  );
  const appliedUpTo = rows.length > 0 ? Number(rows[0].created_at) : -Infinity;
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (migration.folderMillis <= appliedUpTo) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
      );
    });
  }
}
