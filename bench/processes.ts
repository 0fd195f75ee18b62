import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_OPTIONS } from '../scripts/build-release';
import { memoryCgroup, type MemoryCgroup } from './memory-cgroup';
import { benchRelease } from './release';
import { ROOT } from './root';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function waitFor(url: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

export const stop = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))));

/** CPU time (user + system) a process has used, in clock ticks (1/100 s), from /proc. */
export function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * CPU time of every PostgreSQL server process on this machine (backends, WAL writer, checkpointer),
 * in clock ticks: what the database spends on a row when BENCH_DATABASE_URL names a local server.
 */
export function postgresTicks(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.indexOf(')')) === 'postgres') ticks += cpuTicks(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/** Busy and total clock ticks of the whole machine, from /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the API process has used under 5% of a core and the whole machine under 15% of its
 * cores for half a second, so a baseline measured next shares the machine neither with the API's
 * leftovers (garbage collection, caches) nor with PostgreSQL's (autovacuum, checkpoints after the
 * write rows). On a machine that never quiets down it gives up after `maxMs`.
 */
export async function waitUntilIdle(pid: number, maxMs = 30_000) {
  const ticksPerSecond = 100;
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    const before = cpuTicks(pid);
    const machineBefore = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const machineAfter = machineTicks();
    const machineBusy = (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total);
    if ((cpuTicks(pid) - before) / (ticksPerSecond * 0.5) < 0.05 && machineBusy < 0.15) return;
  }
}

/** Resident memory of a process, in MiB. */
export function rssMiB(pid: number): number {
  const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
  return Math.round((pages * 4096) / 1024 / 1024);
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  origin: (tenant: string) => string;
  /** With BENCH_MEMORY_LIMIT_MIB: the limit and the most the process has held under it. */
  memory?: Pick<MemoryCgroup, 'limitMiB' | 'peakMiB'>;
}

/**
 * The API as the image runs it (the release's server.js with its node options), in its own process, with the demo accounts and no log noise.
 * BENCH_SERVER=source runs it as `npm start` does instead: its sources through tsx, with the web app `npm run bench` built.
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const fromSource = process.env.BENCH_SERVER === 'source';
  const appDir = fromSource ? join(ROOT, 'apps/api') : await benchRelease();
  // BENCH_CPU_PROF_DIR: the API writes a V8 CPU profile there when it stops (read it with `npm run bench:profile`).
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const command = fromSource
    ? [process.execPath, '--import', 'tsx', ...profile, 'src/server.ts']
    : [process.execPath, ...SERVER_NODE_OPTIONS, ...profile, 'server.js'];
  const cgroup = memoryCgroup(`academy-bench-${process.pid}-${port}`);
  const [program, ...args] = cgroup ? cgroup.wrap(command) : command;
  const child = spawn(program, args, {
    cwd: appDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', DEMO_ACCOUNTS: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (cgroup) child.once('exit', () => cgroup.remove());
  await waitFor(`http://127.0.0.1:${port}/api/ready`);
  return { child, port, origin: (tenant) => `http://${tenant}.localhost:${port}`, memory: cgroup };
}

/**
 * The API as a visitor's browser meets a fresh install: embedded PGlite in a folder of its own, the
 * sample content, no demo accounts. `close` stops it and removes the folder.
 */
export async function startVisitorSite(): Promise<ApiProcess & { close: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-site-'));
  const server = await startApi({ DATABASE_URL: '', DATA_DIR: dataDir, DEMO_ACCOUNTS: 'false' });
  return {
    ...server,
    close: async () => {
      await stop(server.child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The baseline: a bare Fastify hello-world in a process of its own. */
export async function startHello(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = fork(join(ROOT, 'bench/hello-server.ts'), { env: { ...process.env, PORT: String(port) }, execArgv: ['--import', 'tsx'] });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url);
  return { child, url };
}
