import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'autocannon';
import pg from 'pg';
import { addDays, INSIGHTS_MAX_DAYS, todayUtc, type Insights } from '@academy/shared';
import { CONNECTIONS, DURATION_SECONDS, measure, type Figures, type Load } from './load';
import { startApi, startHello, stop, waitUntilIdle } from './processes';
import { ROOT } from './root';
import { signIn } from './sign-in';

/**
 * The insights API on synthetic learners (decision 024), as the kube admin, each row between two
 * hello-world runs like the API rows. The data set is BENCH_INSIGHTS_DATABASE_URL, a database already
 * seeded with `npm run seed:synthetic` (the 100,000 learners take minutes to make), or else
 * one made here on BENCH_DATABASE_URL's server with BENCH_INSIGHTS_LEARNERS learners (10,000 by
 * default, to keep `npm run bench` short) and dropped afterwards.
 */

const DEFAULT_LEARNERS = 10_000;
/** A handful of admins at once, next to the suite's usual 50 connections. */
const FEW = 8;

function seed(url: string, learners: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-synthetic.ts', '--learners', String(learners)], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:synthetic exited with ${code}`))));
  });
}

async function dataSetSize(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ learners: number; progress: number }>(
      `select (select count(*) from users where subject like 'synthetic:%')::int as learners, (select count(*) from learner_progress)::int as progress`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/**
 * A range no earlier request asked for: the n-th request ends n % 366 days ago and spans
 * 1 + floor(n / 366) days, so answers cannot come from the replica's cache of built answers.
 */
function everyRequestANewRange(path: (from: string, to: string) => string, headers: Record<string, string>): Request[] {
  const today = todayUtc();
  let next = 0;
  return [
    {
      method: 'GET',
      headers,
      setupRequest: (request) => {
        const n = next++;
        const to = addDays(today, -(n % INSIGHTS_MAX_DAYS));
        const from = addDays(to, -(Math.floor(n / INSIGHTS_MAX_DAYS) % INSIGHTS_MAX_DAYS));
        return { ...request, path: path(from, to) };
      },
    },
  ];
}

interface InsightsRow {
  route: string;
  range: string;
  figures: Figures;
  hello: number;
}

async function measureInsights(url: string): Promise<InsightsRow[]> {
  const hello = await startHello();
  // No scheduled refresh during the runs (the seed refreshed), and no web app: these rows read the API only.
  const server = await startApi({ DATABASE_URL: url, INSIGHTS_REFRESH_MINUTES: '0', WEB_DIST_DIR: join(tmpdir(), 'academy-bench-no-web') });
  try {
    const token = await signIn(server.port, 'kube', 'admin@kube.academy.test', 'academy-admin');
    const headers = { tenantid: 'kube', authorization: `Bearer ${token}` };
    const base = `http://127.0.0.1:${server.port}`;
    const response = await fetch(`${base}/api/admin/insights?from=${addDays(todayUtc(), -(INSIGHTS_MAX_DAYS - 1))}`, { headers });
    if (!response.ok) throw new Error(`GET /api/admin/insights answered ${response.status}`);
    const { courses } = ((await response.json()) as { data: Insights }).data;
    const course = [...courses].sort((a, b) => b.started - a.started)[0];
    const insightsPath = (from: string, to: string) => `/api/admin/insights?from=${from}&to=${to}`;
    const funnelPath = (from: string, to: string) => `/api/admin/insights/courses/${course.courseId}/funnel?from=${from}&to=${to}`;
    const loads: { route: string; range: string; load: Load }[] = [
      // The product's usual signed-in read in the same process, so the rows below can be read against it too.
      { route: 'GET /api/courses/list (for comparison)', range: '', load: { url: `${base}/api/courses/list`, headers } },
      {
        route: 'GET /api/admin/insights',
        range: 'last 30 days (the screen opening)',
        load: { url: `${base}/api/admin/insights`, headers },
      },
      {
        route: 'GET /api/admin/insights',
        range: 'a new range every request',
        load: { url: base, requests: everyRequestANewRange(insightsPath, headers) },
      },
      {
        route: 'GET /api/admin/insights',
        range: `a new range every request, ${FEW} connections`,
        load: { url: base, requests: everyRequestANewRange(insightsPath, headers), connections: FEW },
      },
      {
        route: `GET …/courses/{id}/funnel (${course.title})`,
        range: 'a new range every request',
        load: { url: base, requests: everyRequestANewRange(funnelPath, headers) },
      },
    ];
    const pid = server.child.pid!;
    const baseline = async () => {
      await waitUntilIdle(pid);
      return (await measure({ url: hello.url })).rps;
    };
    let before = await baseline();
    const rows: InsightsRow[] = [];
    for (const { route, range, load } of loads) {
      const figures = await measure(load);
      const after = await baseline();
      rows.push({ route, range, figures, hello: (before + after) / 2 });
      before = after;
    }
    return rows;
  } finally {
    await Promise.all([stop(server.child), stop(hello.child)]);
  }
}

export async function benchInsights() {
  const given = process.env.BENCH_INSIGHTS_DATABASE_URL;
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!given && !serverUrl) {
    console.log(
      '\nInsights rows skipped: set BENCH_INSIGHTS_DATABASE_URL (a database seeded with npm run seed:synthetic) or BENCH_DATABASE_URL.',
    );
    return;
  }
  let url = given;
  let drop: (() => Promise<void>) | undefined;
  if (!url) {
    const name = `academy_bench_insights_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    url = Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString();
  }
  try {
    if (drop) await seed(url, Number(process.env.BENCH_INSIGHTS_LEARNERS ?? DEFAULT_LEARNERS));
    const size = await dataSetSize(url);
    const rows = await measureInsights(url);
    console.log(
      `\nInsights API as the kube admin on ${size.learners.toLocaleString('en')} synthetic learners and ${size.progress.toLocaleString('en')} progress rows (PostgreSQL), ` +
        `autocannon ${CONNECTIONS} connections unless named, ${DURATION_SECONDS} s per run`,
    );
    console.table(
      rows.map(({ route, range, figures, hello }) => ({
        route,
        range,
        'requests/s': Math.round(figures.rps),
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        'hello req/s': Math.round(hello),
        'vs hello': `${Math.round((figures.rps / hello) * 100)}%`,
        failures: figures.failures,
      })),
    );
  } finally {
    await drop?.();
  }
}
