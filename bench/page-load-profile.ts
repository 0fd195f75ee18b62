import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startVisitorSite } from './processes';

/** The parts of a DevTools CPU profile (Profiler.stop) read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const LOADS = 5;
const NOT_WORK = new Set(['(idle)', '(program)']);

/**
 * `npm run bench:page-load -- /courses`: where the browser's main thread spends a server-rendered
 * page's load until it is hydrated, in the Chromium headless shell the journeys use, averaged over
 * five loads of a kube page: the functions by self time, named by bundle file and position. The
 * Lighthouse bench says how long the blocking tasks are; this says what is in them.
 */
const path = process.argv[2] ?? '/';
const server = await startVisitorSite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const selfMicros = new Map<string, number>();
try {
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.setSamplingInterval', { interval: 100 });
    await devtools.send('Profiler.start');
    await page.goto(`http://kube.localhost:${server.port}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const { profile } = (await devtools.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    profile.samples.forEach((id, index) => {
      const frame = frames.get(id)!;
      if (NOT_WORK.has(frame.functionName)) return;
      const file = frame.url.replace(/^.*\/assets\//, '');
      const key = `${frame.functionName || '(top level)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      selfMicros.set(key, (selfMicros.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
    });
    await context.close();
  }
  const perLoad = (micros: number) => Math.round(micros / LOADS / 100) / 10;
  const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0);
  console.log(`kube ${path}: ${perLoad(total)} ms of main-thread work per load until hydrated, ${LOADS} loads; by self time:`);
  console.table(
    [...selfMicros]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([where, micros]) => ({ where, 'ms per load': perLoad(micros) })),
  );
} finally {
  await browser.close();
  await server.close();
}
