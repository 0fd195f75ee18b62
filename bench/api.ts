import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * Requests per second and p99 latency of the courses list and a lesson read, against a bare
 * Fastify hello-world measured in the same run (autocannon, 50 connections, 10 s each).
 */
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROOT = new URL('..', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ok = await fetch(url, { headers }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

function measure(title: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ title: string; rps: number; p99: number; errors: number }>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers }, (error, result) => {
      if (error) return reject(error);
      const errors = result.errors + result.non2xx + result.timeouts;
      resolve({ title, rps: result.requests.average, p99: result.latency.p99, errors });
    });
  });
}

const stop = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))));

export async function benchApi() {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-'));
  const [apiPort, helloPort] = await Promise.all([freePort(), freePort()]);
  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_ACCOUNTS: 'false' },
    stdio: 'inherit',
  });
  const hello = fork(join(ROOT, 'bench/hello-server.ts'), { env: { ...process.env, PORT: String(helloPort) }, execArgv: ['--import', 'tsx'] });
  try {
    const kube = { tenantid: 'kube' };
    await Promise.all([waitFor(`http://127.0.0.1:${apiPort}/api/ready`), waitFor(`http://127.0.0.1:${helloPort}/`)]);
    const list = (await (await fetch(`http://127.0.0.1:${apiPort}/api/courses/list`, { headers: kube })).json()) as {
      data: { courses: { slug: string }[] };
    };
    const course = list.data.courses[0].slug;
    const lessons = (await (await fetch(`http://127.0.0.1:${apiPort}/api/lessons?slug=${course}`, { headers: kube })).json()) as {
      data: { lessons: { slug: string; type: string; isLocked?: boolean }[] };
    };
    const lesson = lessons.data.lessons.find((item) => item.type === 'lesson' && !item.isLocked)!.slug;

    console.log(`\nAPI on PGlite, autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);
    const baseline = await measure('hello world (bare Fastify)', `http://127.0.0.1:${helloPort}/`);
    const results = [
      baseline,
      await measure('GET /api/courses/list', `http://127.0.0.1:${apiPort}/api/courses/list`, kube),
      await measure(`GET /api/lessons/${course}/${lesson}`, `http://127.0.0.1:${apiPort}/api/lessons/${course}/${lesson}`, kube),
    ];
    console.table(
      results.map((result) => ({
        route: result.title,
        'requests/s': Math.round(result.rps),
        'p99 ms': result.p99,
        'vs hello': `${Math.round((result.rps / baseline.rps) * 100)}%`,
        errors: result.errors,
      })),
    );
  } finally {
    await Promise.all([stop(api), stop(hello)]);
    await rm(dataDir, { recursive: true, force: true });
  }
}
