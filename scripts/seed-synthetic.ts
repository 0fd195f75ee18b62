/**
 * `npm run seed:synthetic -- --learners N`: synthetic learners with a year of progress, knowledge-check
 * attempts, ratings and favourites on the PostgreSQL database DATABASE_URL names (migrated and given
 * the sample content first when it has none), then every portal's insights aggregates refreshed.
 * A new run replaces the previous synthetic learners. It refuses a database that looks like
 * production unless `--allow-production-like` is given (scripts/synthetic/production-guard.ts).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { TENANTS } from '@academy/shared';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { readContentBundle } from '../apps/api/src/content/bundle';
import { importContent } from '../apps/api/src/content/import-content';
import { parseBundle } from '../apps/api/src/content/parse-bundle';
import { getMarkdownRenderer } from '../apps/api/src/content/render-markdown';
import { DEFAULT_PATHS } from '../apps/api/src/paths';
import { refreshInsights } from '../apps/api/src/services/insights/refresh-insights';
import { COUNTS_SQL, generateSteps, removePrevious, runSteps } from './synthetic/generate-learners';
import { NOT_A_PERSON, productionSigns } from './synthetic/production-guard';

const { values } = parseArgs({
  options: { learners: { type: 'string' }, 'allow-production-like': { type: 'boolean', default: false } },
});
const learners = Number(values.learners);
const databaseUrl = process.env.DATABASE_URL;
if (!Number.isInteger(learners) || learners < 1 || learners > 10_000_000) {
  console.error('Usage: DATABASE_URL=postgres://... npm run seed:synthetic -- --learners N   (N from 1 to 10,000,000)');
  process.exit(2);
}
if (!databaseUrl?.startsWith('postgres')) {
  console.error('seed:synthetic writes to PostgreSQL: set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/academy_insights_bench');
  process.exit(2);
}

const log = (line: string) => console.log(line);
const started = performance.now();
const handle = await openDatabase({ engine: 'postgres', url: databaseUrl, poolMax: 2 });
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
  // Looked at before anything is written, migrations included.
  const { rows: tables } = await client.query<{ users: string | null }>(`select to_regclass('users')::text as users`);
  const people = tables[0].users
    ? (await client.query<{ people: number }>('select count(*)::int as people from users where login !~ $1', [NOT_A_PERSON.source])).rows[0]
        .people
    : 0;
  const signs = productionSigns({ databaseUrl, env: process.env, people });
  if (signs.length > 0 && !values['allow-production-like']) {
    console.error(`Refusing to add synthetic learners: this database looks like production (${signs.join('; ')}).`);
    console.error('Point DATABASE_URL at a database of your own, or pass --allow-production-like if you are sure.');
    process.exitCode = 3;
  } else {
    await runMigrations(handle);
    const { rows: content } = await client.query<{ courses: number }>('select count(*)::int as courses from courses');
    if (content[0].courses === 0) {
      const result = await importContent(
        handle.db,
        await parseBundle(await readContentBundle(DEFAULT_PATHS.content)),
        await getMarkdownRenderer(),
      );
      log(`Imported the sample content (${result.issues.length} issues).`);
    }
    log(`Adding ${learners.toLocaleString('en')} synthetic learners:`);
    await runSteps(client, [...removePrevious, ...generateSteps(learners)], log);
    for (const tenantId of TENANTS) {
      const refreshStarted = performance.now();
      await refreshInsights(handle.db, tenantId, { minAgeMs: 0 });
      log(`  insights aggregates of ${tenantId}: ${((performance.now() - refreshStarted) / 1000).toFixed(1)} s`);
    }
    const { rows: counts } = await client.query(COUNTS_SQL);
    log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s. The database now holds:`);
    console.table(counts);
  }
} finally {
  await client.end();
  await handle.close();
}
