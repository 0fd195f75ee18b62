import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { rebuildPassages } from '../apps/api/src/services/search/search-index';
import { RELEVANCE_CASES } from '../apps/api/src/routes/search/relevance-cases';
import { CONNECTIONS, DURATION_SECONDS, measure } from './load';
import { startApi, startHello, stop, waitUntilIdle } from './processes';

/**
 * Search throughput: the kube relevance queries (titles, concepts, code identifiers, typos) in turn,
 * as a visitor, on the sample content and on a synthetic corpus 50 times its size. Each corpus is
 * measured twice: with the answer cache warmed by one pass over the queries (what repeated searches
 * cost), and with SEARCH_CACHE_ENTRIES=0 (every search computed, as for queries never seen before).
 * Every row runs between two hello-world runs, as in the API rows.
 */

/** Copies of each indexed item added for the synthetic corpus, next to the original. */
const COPIES = 49;
const QUERIES = RELEVANCE_CASES.kube.map(([query]) => query);

const searchRequests = (): Request[] =>
  QUERIES.map((query) => ({ method: 'GET', path: `/api/search?q=${encodeURIComponent(query)}`, headers: { tenantid: 'kube' } }));

interface SearchRow {
  corpus: string;
  answers: string;
  engine: string;
  documents: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  hello: number;
}

const CACHES = [
  ['cached after one pass', '5000'],
  ['every search computed', '0'],
] as const;

async function measureSearch(
  engine: string,
  corpus: string,
  env: Record<string, string>,
  grow?: () => Promise<number>,
): Promise<SearchRow[]> {
  const hello = await startHello();
  let server = await startApi(env);
  try {
    // The first process imports the content; the index may then grow behind its back, and each
    // measured process starts after that, so no cache predates it.
    const documents = grow ? await grow() : 0;
    const rows: SearchRow[] = [];
    for (const [answers, entries] of CACHES) {
      await stop(server.child);
      server = await startApi({ ...env, IMPORT_CONTENT_ON_START: 'never', SEARCH_CACHE_ENTRIES: entries });
      const base = `http://127.0.0.1:${server.port}`;
      for (const query of QUERIES) await fetch(`${base}/api/search?q=${encodeURIComponent(query)}`, { headers: { tenantid: 'kube' } });
      const pid = server.child.pid!;
      await waitUntilIdle(pid);
      const before = (await measure({ url: hello.url })).rps;
      const figures = await measure({ url: `${base}/`, requests: searchRequests() });
      await waitUntilIdle(pid);
      const after = (await measure({ url: hello.url })).rps;
      rows.push({ corpus, answers, engine, documents, ...figures, hello: (before + after) / 2 });
    }
    return rows;
  } finally {
    await Promise.all([stop(server.child), stop(hello.child)]);
  }
}

/** Adds COPIES variants of every kube document (same words, numbered titles, new slugs and ids) and their passages. */
async function growCorpus(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      insert into search_documents
        (tenant_id, kind, item_id, slug, course_slug, course_title, title, summary, body, level, topics, needs_auth, needs_pro, position)
      select tenant_id, kind, gen_random_uuid(), slug || '-' || n, course_slug, course_title, title || ' ' || n, summary, body, level, topics,
             needs_auth, needs_pro, position + n * 10000
        from search_documents, generate_series(1, ${COPIES}) as n
       where tenant_id = 'kube'`);
    await rebuildPassages(drizzle({ client }), 'kube');
    const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from search_documents where tenant_id = 'kube'`);
    return rows[0].count;
  } finally {
    await client.end();
  }
}

export async function benchSearch() {
  const rows: SearchRow[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-search-'));
  try {
    rows.push(...(await measureSearch('PGlite', 'sample', { DATABASE_URL: '', DATA_DIR: dataDir })));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const [corpus, grow] of [
        ['sample', false],
        [`synthetic ${COPIES + 1}x`, true],
      ] as const) {
        const name = `academy_bench_search_${process.pid}`;
        await admin.query(`create database ${name}`);
        try {
          const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
          rows.push(...(await measureSearch('PostgreSQL', corpus, { DATABASE_URL: url }, grow ? () => growCorpus(url) : undefined)));
        } finally {
          await admin.query(`drop database if exists ${name} with (force)`);
        }
      }
    } finally {
      await admin.end();
    }
  } else {
    console.log('\nPostgreSQL search rows (sample and synthetic corpus) skipped: set BENCH_DATABASE_URL to measure them.');
  }
  console.log(
    `\nSearch: GET /api/search as a visitor, ${QUERIES.length} kube queries in turn, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run`,
  );
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      corpus: row.corpus,
      answers: row.answers,
      'kube documents': row.documents || 'as imported',
      'searches/s': Math.round(row.rps),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'hello req/s': Math.round(row.hello),
      failures: row.failures,
    })),
  );
}
