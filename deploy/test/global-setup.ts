import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildRelease, installReleasePackages } from '../../scripts/build-release';
import { unprivileged, type ReleaseUnderTest } from './release-process';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the release once for every test of this project, the way the Dockerfile does: the release
 * folder, `npm ci --omit=dev` in a clean directory, then its own migrate.js and content-import.js
 * (as an unprivileged user when this runs as root) into a template database the tests copy.
 * `npm test` builds the release once for this and production in a box, and names it in RELEASE_APP_DIR.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the release tests run the released server on PostgreSQL: set DATABASE_URL');
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    timings[name] = Math.round(performance.now() - started);
    return result;
  };
  const directory = process.env.RELEASE_APP_DIR ? null : await mkdtemp(join(tmpdir(), 'academy-release-'));
  const appDir = directory ? join(directory, 'app') : process.env.RELEASE_APP_DIR!;
  if (directory) {
    const webDistDir = process.env.RELEASE_WEB_DIST_DIR || join(ROOT, 'apps/web/dist');
    if (!existsSync(join(webDistDir, 'index.html'))) {
      throw new Error(`no built web app in ${webDistDir}: run npm run build --workspace @academy/web, or set RELEASE_WEB_DIST_DIR`);
    }
    await chmod(directory, 0o755);
    await timed('build', () => buildRelease(appDir, webDistDir));
    await timed('npm ci --omit=dev', () => installReleasePackages(appDir));
  } else if (!existsSync(join(appDir, 'node_modules'))) {
    throw new Error(`RELEASE_APP_DIR names ${appDir}, which holds no installed release`);
  }

  const templateName = `academy_rel_tpl_${process.pid}`;
  const databasePrefix = `academy_rel_${process.pid}_`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateName}`;
  const env = { PATH: process.env.PATH, DATABASE_URL: templateUrl.toString(), NODE_ENV: 'test' };
  for (const script of ['migrate.js', 'content-import.js']) {
    const [program, ...args] = unprivileged([process.execPath, join(appDir, script)]);
    await timed(script, () => run(program, args, { cwd: '/', env }));
  }
  console.log(`release under test in ${appDir}; ms per step: ${JSON.stringify(timings)}`);

  const release: ReleaseUnderTest = { appDir, adminUrl, templateName, databasePrefix };
  project.provide('release', release);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1) or datname = $2`,
      [databasePrefix, templateName],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    if (directory) await rm(directory, { recursive: true, force: true });
  };
}
