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

/** A pool of its own on a database, as each replica holds; the database is dropped with force at the end, which ends connections a pool is still closing. */
const openPool = (url: string) => openDatabase({ engine: 'postgres', url, poolMax: 4, onIdleError: () => {} });

async function createPostgresDatabase(adminUrl: string, prefix: string, template?: string, pools = 1): Promise<DatabaseHandle[]> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const [first, ...others] = await Promise.all(Array.from({ length: pools }, () => openPool(withDatabase(adminUrl, name))));
  return [
    {
      ...first,
      async close() {
        await Promise.all([first, ...others].map((handle) => handle.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    },
    // Closed with the first.
    ...others.map((handle) => ({ ...handle, close: async () => {} })),
  ];
}

/** A private database holding the migrated schema and the imported sample content. */
export async function createSeededDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.engine === 'postgres')
    return (await createPostgresDatabase(template.adminUrl, template.databasePrefix, template.templateName))[0];
  return openSeededPglite();
}

/**
 * One private seeded database reached through two handles, as two replicas reach it: two pools on
 * PostgreSQL. A PGlite database belongs to one process, so there both are the same handle. The
 * first handle's `close` closes both.
 */
export async function createSeededDatabaseForTwo(): Promise<[DatabaseHandle, DatabaseHandle]> {
  const template = inject('databaseTemplate');
  if (template.engine === 'pglite') {
    const handle = await openSeededPglite();
    return [handle, { ...handle, close: async () => {} }];
  }
  const [first, second] = await createPostgresDatabase(template.adminUrl, template.databasePrefix, template.templateName, 2);
  return [first, second];
}

async function openSeededPglite(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.engine !== 'pglite') throw new Error('The database template is not a PGlite dump');
  const client = new PGlite({ loadDataDir: new Blob([await readFile(template.dumpPath)]), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return pgliteHandle(client);
}

/** A private database with nothing in it, not even the schema (for tests of the migrations themselves). */
export async function createBlankDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  return template.engine === 'postgres'
    ? (await createPostgresDatabase(template.adminUrl, template.databasePrefix))[0]
    : pgliteHandle(new PGlite({ extensions: PGLITE_EXTENSIONS }));
}

/** A private database with the schema and no content. */
export async function createEmptyDatabase(): Promise<DatabaseHandle> {
  const handle = await createBlankDatabase();
  await runMigrations(handle);
  return handle;
}
