import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, pgliteHandle, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';

export type DatabaseTemplate =
  | { engine: 'pglite'; dumpPath: string }
  /** `databasePrefix` names this run's databases, so runs side by side never drop each other's. */
  | { engine: 'postgres'; adminUrl: string; templateName: string; databasePrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function createPostgresDatabase(adminUrl: string, prefix: string, template?: string): Promise<DatabaseHandle> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  // The database is dropped with force at the end, which ends connections the pool is still closing.
  const handle = await openDatabase({ engine: 'postgres', url: withDatabase(adminUrl, name), poolMax: 4, onIdleError: () => {} });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A private database holding the migrated schema and the imported sample content. */
export async function createSeededDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.engine === 'postgres') return createPostgresDatabase(template.adminUrl, template.databasePrefix, template.templateName);
  const client = new PGlite({ loadDataDir: new Blob([await readFile(template.dumpPath)]), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return pgliteHandle(client);
}

/** A private database with nothing in it, not even the schema (for tests of the migrations themselves). */
export async function createBlankDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  return template.engine === 'postgres'
    ? createPostgresDatabase(template.adminUrl, template.databasePrefix)
    : pgliteHandle(new PGlite({ extensions: PGLITE_EXTENSIONS }));
}

/** A private database with the schema and no content. */
export async function createEmptyDatabase(): Promise<DatabaseHandle> {
  const handle = await createBlankDatabase();
  await runMigrations(handle);
  return handle;
}
