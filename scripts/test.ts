/**
 * `npm test`: every test, on Node 22 (the image's runtime: on an older node it runs itself again
 * under scripts/node-22.sh's), in the order that fails fastest and builds once.
 *   0. the rules that are not tests (scripts/check-rules.ts): lint, typecheck, formatting, dead code, schema drift;
 *   1. the web app and the release folder (as the image holds it), built once for every later stage;
 *   2. vitest's unit, component and manifest tests, the API tests of what differs between the
 *      engines (the api-engine project) on the embedded PGlite, and `npm start`'s server process on it;
 *   3. every API test on PostgreSQL, the production engine, with the release tests: the built release
 *      installed and run as in the image, and three replicas of it (decision 041);
 *   4. the Playwright journeys in Chromium, on PostgreSQL;
 *   5. production in a box (deploy/production): the previous and this release in NODE_ENV=production
 *      behind a real TLS proxy, a rolling upgrade and a rollback under load, a journey in Chromium.
 * Every stage runs even when an earlier one failed, so one run reports every failure; the exit code
 * is non-zero when any failed. The wall time of each stage, how busy the machine's cores were
 * meanwhile and the core-seconds the stage's own processes used are printed at the end: a stage that
 * uses much less than its wall time times the cores could share them with another.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildRelease, installReleasePackages } from './build-release';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

type Stage = { name: string } & ({ command: string[]; env?: NodeJS.ProcessEnv } | { work: () => Promise<void> });

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  /** The share of the machine's core time that was busy during the stage, when Linux tells. */
  busy: number | null;
  /** Core-seconds used by the stage's own processes (those it waited for), when Linux tells. */
  cpuSeconds: number | null;
}

function run(stage: Stage): Promise<boolean> {
  if ('work' in stage)
    return stage.work().then(
      () => true,
      (error: unknown) => {
        console.error(error);
        return false;
      },
    );
  const { command, env } = stage;
  return new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program, args, { stdio: 'inherit', env: env ?? process.env });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

/** The PostgreSQL stages need a server; say plainly how to give them one when there is none. */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

/** Busy and total core time so far, from /proc/stat (Linux); null elsewhere. */
function coreTime(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** Core-seconds of this process's waited-for children so far (cutime + cstime in /proc/self/stat). */
function childrenCpuSeconds(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3 of stat(5), so cutime (16) and cstime (17) are at 13 and 14 here.
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND;
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
}

/** The major version everything runs on, as in the image (decision 038). */
const RUNTIME_MAJOR = 22;

/** On an older node, the same `npm test` again with Node 22 first on the PATH; its exit code is this one's. */
function onRuntimeNode(): boolean {
  if (Number(process.versions.node.split('.')[0]) >= RUNTIME_MAJOR) return true;
  const folder = execFileSync(join(import.meta.dirname, 'node-22.sh'), { encoding: 'utf8' }).trim();
  console.log(`npm test: Node ${process.versions.node} here; running on Node ${RUNTIME_MAJOR} from ${folder}`);
  const child = spawn('npm', ['test'], { stdio: 'inherit', env: { ...process.env, PATH: `${folder}:${process.env.PATH}` } });
  child.on('exit', (code) => process.exit(code ?? 1));
  return false;
}

async function main() {
  if (!onRuntimeNode()) return;
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (!(await reachable(databaseUrl))) {
    console.error(
      `npm test runs the API and browser tests on PostgreSQL too, and found no server at ${databaseUrl}.\n` +
        'Start one (e.g. apt-get install postgresql) or point DATABASE_URL at one whose user may create databases.',
    );
    process.exit(1);
  }
  const webDistDir = mkdtempSync(join(tmpdir(), 'academy-test-web-'));
  // Decision 068: every process of this run renders a markdown body and parses a Java snippet once.
  const contentMemoDir = mkdtempSync(join(tmpdir(), 'academy-test-content-memo-'));
  process.env.CONTENT_MEMO_DIR = contentMemoDir;
  // The release runs as an unprivileged user when the tests run as root: its folder must be readable.
  const releaseFolder = mkdtempSync(join(tmpdir(), 'academy-test-release-'));
  chmodSync(releaseFolder, 0o755);
  const releaseAppDir = join(releaseFolder, 'app');
  const onPostgres = { ...process.env, DATABASE_URL: databaseUrl, RELEASE_APP_DIR: releaseAppDir };
  const stages: Stage[] = [
    { name: 'lint, types, format, knip', command: ['npx', 'tsx', 'scripts/check-rules.ts'] },
    {
      name: 'web build',
      command: ['npm', 'run', 'build', '--workspace', '@academy/web', '--', '--outDir', webDistDir, '--emptyOutDir', '--logLevel', 'warn'],
    },
    {
      name: 'release build',
      work: async () => {
        await buildRelease(releaseAppDir, webDistDir);
        await installReleasePackages(releaseAppDir);
      },
    },
    {
      name: 'vitest, engine on PGlite',
      command: [
        'npx',
        'vitest',
        'run',
        ...['shared', 'scripts', 'web', 'web-components', 'manifests', 'api-engine', 'embedded-server'].flatMap((name) => [
          '--project',
          name,
        ]),
      ],
      env: { ...withoutDatabase(process.env), TEST_WEB_DIST_DIR: webDistDir },
    },
    {
      name: 'API + release on PostgreSQL',
      command: ['npx', 'vitest', 'run', '--project', 'api', '--project', 'api-engine', '--project', 'release'],
      env: { ...onPostgres, RELEASE_WEB_DIST_DIR: webDistDir, TEST_WEB_DIST_DIR: webDistDir },
    },
    {
      name: 'Playwright on PostgreSQL',
      command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=journeys'],
      env: { ...onPostgres, E2E_WEB_DIST_DIR: webDistDir },
    },
    {
      name: 'production in a box',
      command: ['npx', 'playwright', 'test', '-c', 'deploy/production/playwright.config.ts'],
      env: { ...onPostgres, PRODUCTION_WEB_DIST_DIR: webDistDir },
    },
  ];

  const outcomes: Outcome[] = [];
  try {
    for (const stage of stages) {
      console.log(`\n== ${stage.name} ==`);
      const started = performance.now();
      const coresBefore = coreTime();
      const cpuBefore = childrenCpuSeconds();
      const ok = await run(stage);
      const coresAfter = coreTime();
      const cpuAfter = childrenCpuSeconds();
      const busy = coresBefore && coresAfter ? (coresAfter.busy - coresBefore.busy) / (coresAfter.total - coresBefore.total || 1) : null;
      const cpuSeconds = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
      outcomes.push({ name: stage.name, seconds: (performance.now() - started) / 1000, ok, busy, cpuSeconds });
    }
  } finally {
    rmSync(webDistDir, { recursive: true, force: true });
    rmSync(contentMemoDir, { recursive: true, force: true });
    rmSync(releaseFolder, { recursive: true, force: true });
  }

  console.log("\n== npm test: wall time per stage, how busy the cores were, and the stage's own core-seconds ==");
  for (const { name, seconds, ok, busy, cpuSeconds } of outcomes) {
    const own = cpuSeconds === null ? '' : `, its own ${Math.round(cpuSeconds)} core-s`;
    const cores = busy === null ? '' : `  cores ${Math.round(busy * 100)}% busy${own}`;
    console.log(`${name.padEnd(28)} ${formatSeconds(seconds).padStart(8)}  ${ok ? 'passed' : 'FAILED'}${cores}`);
  }
  const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
  console.log(`${'total'.padEnd(28)} ${formatSeconds(total).padStart(8)}`);
  process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
}

await main();
