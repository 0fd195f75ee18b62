import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { CourseDetails, CourseList, GuideList } from '@academy/shared';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startVisitorSite } from './processes';

/**
 * Lighthouse (mobile, its default simulated throttling) on home, courses, one course, one lesson and
 * one guide of every portal, in the Chromium headless shell the journeys use (e2e/chromium.ts); prints the four category scores and LCP, TBT, CLS.
 */
const TENANTS = ['spring', 'kube', 'tanzu'] as const;

async function apiData<T>(port: number, tenant: string, path: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/api${path}`, { headers: { tenantid: tenant } });
  return ((await response.json()) as { data: T }).data;
}

async function pagesOf(port: number, tenant: string): Promise<[string, string][]> {
  const { courses } = await apiData<CourseList>(port, tenant, '/courses/list');
  const details = await apiData<CourseDetails>(port, tenant, `/courses/details?slug=${courses[0].slug}`);
  const lesson = details.modules.flatMap((module) => module.lessons).find((item) => item.type === 'lesson' && !item.isLocked)!;
  const { guides } = await apiData<GuideList>(port, tenant, '/guides/list');
  return [
    ['home', '/'],
    ['courses', '/courses'],
    ['course', `/courses/${details.course.slug}`],
    ['lesson', `/courses/${details.course.slug}/lessons/${lesson.slug}`],
    ['guide', `/guides/${guides[0].slug}`],
  ];
}

const score = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) : '-');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** BENCH_PAGES ("kube lesson,spring home") limits the pages; BENCH_LIGHTHOUSE_RUNS (default 1) runs each that often and prints medians. */
const wantedPages = process.env.BENCH_PAGES?.split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const runsPerPage = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
/** BENCH_LIGHTHOUSE_REPORTS (a folder): each run's whole report is kept there, to read its long tasks and script costs. */
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
let reportCount = 0;

interface Run {
  scores: Record<'performance' | 'accessibility' | 'best practices' | 'seo', number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  problem: string;
}

async function measure(url: string, chromePort: number): Promise<Run> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportDir) {
    await mkdir(reportDir, { recursive: true });
    const name = `${new URL(url).hostname.split('.')[0]}${new URL(url).pathname.replaceAll('/', '_')}-${++reportCount}.json`;
    await writeFile(join(reportDir, name), JSON.stringify(result.lhr, null, 1));
  }
  const { categories, audits } = result.lhr;
  const raw = (value: number | null | undefined) => value ?? Number.NaN;
  return {
    scores: {
      performance: raw(categories.performance?.score),
      accessibility: raw(categories.accessibility?.score),
      'best practices': raw(categories['best-practices']?.score),
      seo: raw(categories.seo?.score),
    },
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    problem: result.lhr.runtimeError?.code ?? '',
  };
}

export async function benchLighthouse() {
  const server = await startVisitorSite();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const tenant of TENANTS) {
      for (const [name, path] of await pagesOf(server.port, tenant)) {
        const page = `${tenant} ${name}`;
        if (wantedPages && !wantedPages.includes(page)) continue;
        // A run Lighthouse could not complete (e.g. NO_NAVSTART, a trace without its navigation) is
        // named in the table and run again, up to twice per page, instead of entering the medians.
        const runs: Run[] = [];
        const problems: string[] = [];
        while (runs.length < runsPerPage && problems.length <= 2) {
          const run = await measure(`http://${tenant}.localhost:${server.port}${path}`, chrome.port);
          if (run.problem) problems.push(run.problem);
          else runs.push(run);
        }
        if (runs.length === 0) {
          rows.push({ page, problem: problems.join(' ') });
          continue;
        }
        const of = (pick: (run: Run) => number) => median(runs.map(pick));
        rows.push({
          page,
          performance: score(of((run) => run.scores.performance)),
          accessibility: score(of((run) => run.scores.accessibility)),
          'best practices': score(of((run) => run.scores['best practices'])),
          seo: score(of((run) => run.scores.seo)),
          'LCP s': (of((run) => run.lcpMs) / 1000).toFixed(2),
          'TBT ms': Math.round(of((run) => run.tbtMs)),
          ...(runsPerPage > 1
            ? {
                'TBT range': `${Math.round(Math.min(...runs.map((run) => run.tbtMs)))}-${Math.round(Math.max(...runs.map((run) => run.tbtMs)))}`,
              }
            : {}),
          CLS: of((run) => run.cls).toFixed(3),
          problem: problems.length ? `${problems.join(' ')} (run again)` : '',
        });
      }
    }
    console.log(
      `\nLighthouse, mobile with simulated throttling (Chromium headless shell), ${runsPerPage === 1 ? 'one run per page' : `median of ${runsPerPage} runs per page`}`,
    );
    console.table(rows);
  } finally {
    chrome.kill();
    await server.close();
  }
}
