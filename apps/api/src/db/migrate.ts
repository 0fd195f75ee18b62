import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DEFAULT_PATHS } from '../paths';
import type { DatabaseHandle } from './client';

/** Arbitrary constant shared by every replica: only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 7_310_001;

export async function runMigrations(handle: DatabaseHandle, migrationsFolder = DEFAULT_PATHS.migrations): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (handle.engine === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
