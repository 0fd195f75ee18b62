/**
 * `npm test`: every test, on Node 22 (the image's runtime: on an older node it runs itself again
 * under scripts/node-22.sh's), built once, in two lanes side by side (decision 071):
 *   the checks lane:   the rules that are not tests (scripts/check-rules.ts: lint, typecheck,
 *                      formatting, dead code, schema drift); then vitest's unit, component and
 *                      manifest tests, the API tests of what differs between the engines (the
 *                      api-engine project) on the embedded PGlite and `npm start`'s server process
 *                      on it; then every API test on PostgreSQL, the production engine, with the
 *                      release tests (the built release installed and run as in the image, and
 *                      three replicas of it, decision 041);
 *   the browser lane:  the web app and the release folder (as the image holds it), built once for
 *                      every later stage; then the Playwright journeys in Chromium on PostgreSQL;
 *                      then production in a box (deploy/production): the previous and this release
 *                      in NODE_ENV=production behind a real TLS proxy, a rolling upgrade and a
 *                      rollback under load, a journey in Chromium.
 * The browser lane waits on the CPU far more than the checks lane, so together they keep both cores
 * busy. A stage that needs a build waits for it. Every stage runs even when an earlier one failed
 * (unless what it needs failed), so one run reports every failure; the exit code is non-zero when
 * any failed. Each line a stage prints is prefixed with its tag. At the end: the last lines of each
 * stage that failed again (a CI log is often read from its tail, far below the failure), each stage's
 * start, wall time and the core-seconds its processes used, and how busy the machine's cores were.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface Stage {
  name: string;
  /** Printed before each line of the stage's output. */
  tag: string;
  /** Run one after the other, while each succeeds. */
  commands: string[][];
  env?: NodeJS.ProcessEnv;
  /** Stages of the other lane that must have passed first. */
  needs?: string[];
}

interface Outcome {
  name: string;
  tag: string;
  /** Seconds after the run began. */
  startedAt: number;
  seconds: number;
  ok: boolean;
  /** Why the stage did not run, when it did not. */
  skipped?: string;
  /** Core-seconds used by the stage's processes (those waited for), from bash's `times`. */
  cpuSeconds: number | null;
  /** The stage's last lines of output, without colours. */
  tail?: string[];
}

/** `times`' second line: the user and system time of the shell's children, as `1m2.345s 0m3.210s`. */
function childrenSeconds(times: string): number | null {
  const line = times.trim().split('\n')[1];
  if (!line) return null;
  return line
    .trim()
    .split(/\s+/)
    .map((value) => /^(\d+)m([\d.]+)s$/.exec(value))
    .reduce((sum, match) => sum + (match ? Number(match[1]) * 60 + Number(match[2]) : 0), 0);
}

/** How many of a failed stage's last lines are printed again at the end: a test runner's summary of its failures. */
const FAILURE_TAIL_LINES = 50;

// eslint-disable-next-line no-control-regex -- the terminal's colour codes are control characters
const COLOUR_CODES = /\x1b\[[0-9;]*m/g;

/** How long a stage's output may go on after its command exited (see run). */
const STRAGGLER_GRACE_MS = 5_000;

const shellQuoted = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);

/** Runs the stage's commands through bash, which reports the core time of everything it waited for. */
function run(stage: Stage, timesDir: string): Promise<{ ok: boolean; cpuSeconds: number | null; tail: string[] }> {
  const timesFile = join(timesDir, `${stage.tag}.times`);
  const script = stage.commands.map((command) => command.map(shellQuoted).join(' ')).join(' && ');
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', `${script}; status=$?; times > "$TIMES_FILE"; exit $status`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...(stage.env ?? process.env), TIMES_FILE: timesFile },
    });
    const tail: string[] = [];
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        console.log(`[${stage.tag}] ${line}`);
        tail.push(line.replace(COLOUR_CODES, ''));
        if (tail.length > FAILURE_TAIL_LINES) tail.shift();
      });
    const finish = (ok: boolean) =>
      resolve({ ok, cpuSeconds: existsSync(timesFile) ? childrenSeconds(readFileSync(timesFile, 'utf8')) : null, tail });
    // Its last lines arrive before 'close'; but a process the stage left behind may hold the pipes
    // open, and must not keep the run waiting.
    child.on('exit', (code) => {
      const stragglers = setTimeout(() => finish(code === 0), STRAGGLER_GRACE_MS);
      child.on('close', () => {
        clearTimeout(stragglers);
        finish(code === 0);
      });
    });
    child.on('error', () => finish(false));
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
  const build = 'web and release build';
  const checks: Stage[] = [
    { name: 'lint, types, format, knip', tag: 'rules', commands: [['npx', 'tsx', 'scripts/check-rules.ts']] },
    {
      name: 'vitest, engine on PGlite',
      tag: 'pglite',
      commands: [
        [
          'npx',
          'vitest',
          'run',
          ...['shared', 'scripts', 'web', 'web-components', 'manifests', 'api-engine', 'embedded-server'].flatMap((name) => [
            '--project',
            name,
          ]),
        ],
      ],
      env: { ...withoutDatabase(process.env), TEST_WEB_DIST_DIR: webDistDir },
      needs: [build],
    },
    {
      name: 'API + release on PostgreSQL',
      tag: 'postgres',
      commands: [['npx', 'vitest', 'run', '--project', 'api', '--project', 'api-engine', '--project', 'release']],
      env: { ...onPostgres, RELEASE_WEB_DIST_DIR: webDistDir, TEST_WEB_DIST_DIR: webDistDir },
      needs: [build],
    },
  ];
  const browser: Stage[] = [
    {
      name: build,
      tag: 'build',
      commands: [
        ['npm', 'run', 'build', '--workspace', '@academy/web', '--', '--outDir', webDistDir, '--emptyOutDir', '--logLevel', 'warn'],
        ['npx', 'tsx', 'scripts/build-release.ts', '--out', releaseAppDir, '--web-dist', webDistDir, '--install'],
      ],
    },
    {
      name: 'Playwright on PostgreSQL',
      tag: 'journeys',
      commands: [['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=journeys']],
      env: { ...onPostgres, E2E_WEB_DIST_DIR: webDistDir },
    },
    {
      name: 'production in a box',
      tag: 'production',
      commands: [['npx', 'playwright', 'test', '-c', 'deploy/production/playwright.config.ts']],
      env: { ...onPostgres, PRODUCTION_WEB_DIST_DIR: webDistDir },
    },
  ];

  const began = performance.now();
  const coresBefore = coreTime();
  const timesDir = mkdtempSync(join(tmpdir(), 'academy-test-times-'));
  const finished = new Map<string, Promise<Outcome>>();
  const runLane = async (lane: Stage[]) => {
    for (const stage of lane) {
      let settle!: (outcome: Outcome) => void;
      finished.set(stage.name, new Promise((resolve) => (settle = resolve)));
      const needed = await Promise.all((stage.needs ?? []).map((name) => finished.get(name)!));
      const failed = needed.find((outcome) => !outcome.ok);
      const startedAt = (performance.now() - began) / 1000;
      if (failed) {
        console.log(`== ${stage.name}: not run, ${failed.name} failed ==`);
        settle({ name: stage.name, tag: stage.tag, startedAt, seconds: 0, ok: false, skipped: `${failed.name} failed`, cpuSeconds: null });
        continue;
      }
      console.log(`== ${stage.name} [${stage.tag}]: started at ${formatSeconds(startedAt)} ==`);
      const { ok, cpuSeconds, tail } = await run(stage, timesDir);
      const seconds = (performance.now() - began) / 1000 - startedAt;
      console.log(`== ${stage.name} [${stage.tag}]: ${ok ? 'passed' : 'FAILED'} in ${formatSeconds(seconds)} ==`);
      settle({ name: stage.name, tag: stage.tag, startedAt, seconds, ok, cpuSeconds, tail });
    }
  };
  // The browser lane registers the build first, so the checks lane's stages can wait for it.
  const lanes = [runLane(browser), runLane(checks)];
  try {
    await Promise.all(lanes);
  } finally {
    rmSync(webDistDir, { recursive: true, force: true });
    rmSync(contentMemoDir, { recursive: true, force: true });
    rmSync(releaseFolder, { recursive: true, force: true });
    rmSync(timesDir, { recursive: true, force: true });
  }
  const outcomes = await Promise.all([...checks, ...browser].map((stage) => finished.get(stage.name)!));
  const coresAfter = coreTime();
  const wall = (performance.now() - began) / 1000;

  for (const { name, tag, tail } of outcomes.filter((outcome) => !outcome.ok && outcome.tail)) {
    console.log(`\n== ${name} [${tag}] FAILED; its last ${tail!.length} lines again ==`);
    for (const line of tail!) console.log(`[${tag}] ${line}`);
  }
  console.log("\n== npm test: each stage's start, wall time and the core-seconds of its processes ==");
  for (const { name, startedAt, seconds, ok, skipped, cpuSeconds } of outcomes.sort((x, y) => x.startedAt - y.startedAt)) {
    const verdict = skipped ? `not run (${skipped})` : ok ? 'passed' : 'FAILED';
    const cores = cpuSeconds === null ? '' : `  ${Math.round(cpuSeconds)} core-s`;
    console.log(
      `${name.padEnd(28)} from ${formatSeconds(startedAt).padStart(7)} for ${formatSeconds(seconds).padStart(7)}  ${verdict}${cores}`,
    );
  }
  const busy = coresBefore && coresAfter ? (coresAfter.busy - coresBefore.busy) / (coresAfter.total - coresBefore.total || 1) : null;
  const machine = busy === null ? '' : `  the cores ${Math.round(busy * 100)}% busy`;
  console.log(`${'total'.padEnd(28)} ${formatSeconds(wall).padStart(8)}${machine}`);
  process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
}

await main();
