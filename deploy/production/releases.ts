import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildRelease, installReleasePackages } from '../../scripts/build-release';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The release before this one, which the suite upgrades from and rolls back to: a commit of this
 * repository. Move it forward when a release ships (the runbook's "Upgrade" names the same step).
 */
export const PREVIOUS_RELEASE = JSON.parse(readFileSync(new URL('./previous-release.json', import.meta.url), 'utf8')) as {
  commit: string;
  note: string;
};

export interface BuiltRelease {
  name: string;
  /** The release folder, installed as the image holds it (`npm ci --omit=dev` done). */
  appDir: string;
}

/**
 * This tree's release, as `npm run build` and the Dockerfile make it; `npm test` builds it once for
 * this suite and the release tests, and names the installed folder in RELEASE_APP_DIR.
 */
export async function buildThisRelease(folder: string, webDistDir: string): Promise<BuiltRelease> {
  const built = process.env.RELEASE_APP_DIR;
  if (built) {
    if (!existsSync(join(built, 'node_modules'))) throw new Error(`RELEASE_APP_DIR names ${built}, which holds no installed release`);
    return { name: 'this release', appDir: built };
  }
  const appDir = join(folder, 'app');
  await buildRelease(appDir, webDistDir);
  await installReleasePackages(appDir);
  await chmod(folder, 0o755);
  return { name: 'this release', appDir };
}

interface LockedPackage {
  version?: string;
  link?: boolean;
  resolved?: string;
  dev?: boolean;
}

interface Lockfile {
  packages: Record<string, LockedPackage>;
}

/** The third-party packages a lock file installs, by where they go. */
function installedPackages(lock: Lockfile): Map<string, LockedPackage> {
  return new Map(Object.entries(lock.packages).filter(([path, entry]) => path.includes('node_modules/') && !entry.link));
}

/**
 * The previous release's source gets this checkout's packages when this checkout installs every
 * package the previous lock file names, at the same place and version (the usual case between two
 * releases; packages added since are simply not used by it): links to each installed package, and
 * the workspace links pointing at the previous source's own workspaces. Otherwise it installs its own.
 * A development tool removed since (a formatter replaced, say) is not needed: the previous source is
 * built, not checked, and a build that did need one would fail naming it.
 */
async function provideNodeModules(source: string) {
  const lock = JSON.parse(readFileSync(join(source, 'package-lock.json'), 'utf8')) as Lockfile;
  const current = installedPackages(JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile);
  const served = [...installedPackages(lock)].every(
    ([path, { version, dev }]) => current.get(path)?.version === version || (dev === true && !current.has(path)),
  );
  if (!served) {
    await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: source });
    return 'npm ci';
  }
  const modules = join(source, 'node_modules');
  await mkdir(join(modules, '@academy'), { recursive: true });
  for (const entry of await readdir(join(ROOT, 'node_modules'))) {
    if (entry !== '@academy' && entry !== '.cache' && entry !== '.vite')
      await symlink(join(ROOT, 'node_modules', entry), join(modules, entry));
  }
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (entry.link && path.startsWith('node_modules/@academy/')) await symlink(join('..', '..', entry.resolved!), join(source, path));
  }
  for (const workspace of ['apps/api', 'apps/web', 'packages/shared']) {
    if (existsSync(join(ROOT, workspace, 'node_modules')) && existsSync(join(source, workspace))) {
      await symlink(join(ROOT, workspace, 'node_modules'), join(source, workspace, 'node_modules'));
    }
  }
  return 'linked';
}

/** `git archive` of the commit into `source`, or a clear error when this clone lacks it. */
async function extractCommit(commit: string, source: string) {
  try {
    await run('git', ['-C', ROOT, 'cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    throw new Error(
      `the previous release's commit ${commit} (deploy/production/previous-release.json) is not in this clone; a shallow clone needs git fetch --unshallow`,
    );
  }
  await mkdir(source, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const archive = spawn('git', ['-C', ROOT, 'archive', '--format=tar', commit]);
    const extract = spawn('tar', ['-x', '-C', source]);
    archive.stdout.pipe(extract.stdin);
    archive.on('error', reject);
    extract.on('error', reject);
    extract.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`extracting ${commit} failed (${code})`))));
  });
}

/**
 * The previous release, built from its commit the way that commit builds itself: its web app, its
 * release folder, its runtime packages. Kept under node_modules/.cache by commit, so a second run
 * on the same checkout reuses it (a clean clone, as in CI, builds it once).
 */
export async function buildPreviousRelease(folder: string): Promise<BuiltRelease & { steps: Record<string, string | number> }> {
  const { commit } = PREVIOUS_RELEASE;
  const cached = join(ROOT, 'node_modules/.cache/academy-releases', commit);
  const appDir = join(cached, 'app');
  const name = `previous release ${commit.slice(0, 7)}`;
  if (existsSync(join(cached, 'complete'))) return { name, appDir, steps: { cache: 'reused' } };

  const steps: Record<string, string | number> = {};
  const timed = async <T>(step: string, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    steps[step] = Math.round(performance.now() - started);
    return result;
  };
  const source = join(folder, 'previous-source');
  await timed('extract', () => extractCommit(commit, source));
  steps.packages = await timed('node_modules', () => provideNodeModules(source));
  const web = join(folder, 'previous-web');
  await timed('web build', () =>
    run('npm', ['run', 'build', '--workspace', '@academy/web', '--', '--outDir', web, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: source,
    }),
  );
  await rm(cached, { recursive: true, force: true });
  const built = join(cached, 'building');
  await timed('release build', () =>
    run(join(source, 'node_modules/.bin/tsx'), ['scripts/build-release.ts', '--out', built, '--web-dist', web], { cwd: source }),
  );
  await timed('npm ci --omit=dev', () => installReleasePackages(built));
  await rename(built, appDir);
  await writeFile(join(cached, 'complete'), `${commit}\n`);
  for (const path of [join(ROOT, 'node_modules/.cache'), join(ROOT, 'node_modules/.cache/academy-releases'), cached])
    await chmod(path, 0o755);
  return { name, appDir, steps };
}
