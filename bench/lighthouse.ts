import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { CourseDetails, CourseList, GuideList } from '@academy/shared';
import { startApi, stop } from './processes';

/**
 * Lighthouse (mobile, its default simulated throttling) on home, courses, one course, one lesson and
 * one guide of every portal, in Debian's Chromium; prints the four category scores and LCP, TBT, CLS.
 */
const TENANTS = ['spring', 'kube', 'tanzu'] as const;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

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

const score = (value: number | null | undefined) => (value === null || value === undefined ? '-' : Math.round(value * 100));

export async function benchLighthouse() {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-lighthouse-'));
  const server = await startApi({ DATABASE_URL: '', DATA_DIR: dataDir, DEMO_ACCOUNTS: 'false' });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const rows = [];
    for (const tenant of TENANTS) {
      for (const [name, path] of await pagesOf(server.port, tenant)) {
        const result = await lighthouse(`http://${tenant}.localhost:${server.port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse gave no result for ${tenant} ${path}`);
        const { categories, audits } = result.lhr;
        rows.push({
          page: `${tenant} ${name}`,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          'best practices': score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          'LCP s': ((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
          'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
          problem: result.lhr.runtimeError?.code ?? '',
        });
      }
    }
    console.log('\nLighthouse, mobile with simulated throttling (Debian Chromium), one run per page');
    console.table(rows);
  } finally {
    chrome.kill();
    await stop(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
