import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { readContentBundle } from '../content/bundle';
import { importContent } from '../content/import-content';
import { parseBundle } from '../content/parse-bundle';
import { getMarkdownRenderer } from '../content/render-markdown';
import { openDatabase, PGLITE_EXTENSIONS, pgliteHandle, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { DatabaseTemplate } from './database-template';

/**
 * Migrates and imports the sample content once per run; every test file then starts from a copy:
 * a PGlite dump, or a PostgreSQL database created from a template database.
 */
export default async function setup(project: TestProject) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const seed = async (db: Database) => {
    const result = await importContent(db, await parseBundle(await readContentBundle(config.CONTENT_DIR)), await getMarkdownRenderer());
    if (result.issues.length > 0) throw new Error(`sample content has issues: ${JSON.stringify(result.issues, null, 2)}`);
  };

  if (config.DATABASE_URL) {
    const templateName = `academy_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: config.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    const url = new URL(config.DATABASE_URL);
    url.pathname = `/${templateName}`;
    const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolMax: 2 });
    await runMigrations(handle);
    await seed(handle.db);
    await handle.close();
    const databasePrefix = `academy_t_${process.pid}_`;
    const template: DatabaseTemplate = { engine: 'postgres', adminUrl: config.DATABASE_URL, templateName, databasePrefix };
    project.provide('databaseTemplate', template);
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1) or datname = $2`,
        [databasePrefix, templateName],
      );
      for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const directory = await mkdtemp(join(tmpdir(), 'academy-test-'));
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const handle = pgliteHandle(client);
  await runMigrations(handle);
  await seed(handle.db);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dumpPath = join(directory, 'seeded.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  const template: DatabaseTemplate = { engine: 'pglite', dumpPath };
  project.provide('databaseTemplate', template);
  return () => rm(directory, { recursive: true, force: true });
}
