/**
 * The release folder (`npm run build` runs this after the workspaces' builds):
 *   dist/server.js, migrate.js, content-import.js,  the API bundled with esbuild, one file each (our code and the
 *   content-check.js, admin.js                      shared package; npm packages stay external)
 *   dist/package.json, package-lock.json            only the packages the bundle imports, at the
 *                                                   versions the repository tested (release-lock.ts)
 *   dist/web/, migrations/, content/                the built web app, the SQL migrations, the sample content
 * `npm ci --omit=dev` in that folder, then `node` with SERVER_NODE_OPTIONS and `server.js`, from any working directory.
 * Options: --out <dir> (default dist), --web-dist <dir> (default apps/web/dist), --install (then
 * `npm ci --omit=dev` in it, as the Dockerfile does).
 */
import { execFile } from 'node:child_process';
import { builtinModules } from 'node:module';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { build } from 'esbuild';
import { PASSKEY_BROWSER_PACKAGE } from '../apps/api/src/identity/passkey-script';
import { PDF_FONT_PACKAGE } from '../apps/api/src/services/certificates/pdf-fonts';
import { releaseLock, type Lockfile } from './release-lock';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/**
 * How the server's node starts, in the image's ENTRYPOINT and the release's `npm start` alike
 * (decision 035): V8's young generation pinned at the size Node gives it on a large machine, since
 * under a pod's memory limit Node sizes it from that limit and the frequent, fixed-cost scavenges of
 * a small one cost the release about 40% of a visitor read's throughput.
 */
const YOUNG_GENERATION_OPTION = '--max-semi-space-size=16';
export const SERVER_NODE_OPTIONS = [YOUNG_GENERATION_OPTION, '--enable-source-maps'];

/** A bare import's package name: `drizzle-orm/pglite` → `drizzle-orm`, `@fastify/static` → itself. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export async function buildRelease(outDir: string, webDistDir: string): Promise<void> {
  if (!existsSync(join(webDistDir, 'index.html')))
    throw new Error(`no built web app in ${webDistDir}: run npm run build --workspace @academy/web`);
  const api = readJson('apps/api/package.json');
  const shared = readJson('packages/shared/package.json');
  const external = Object.keys({ ...api.dependencies, ...shared.dependencies }).filter((name) => !name.startsWith('@academy/'));

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: {
      server: 'apps/api/src/server.ts',
      migrate: 'apps/api/src/db/migrate-cli.ts',
      'content-import': 'apps/api/src/content/import-cli.ts',
      'content-check': 'apps/api/src/content/check-cli.ts',
      admin: 'apps/api/src/admin-cli.ts',
    },
    outdir: outDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    external,
    define: { ACADEMY_RELEASE: 'true' },
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });

  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
  const imported = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, external: isExternal } of output.imports) {
      if (isExternal && !builtins.has(path) && !path.startsWith('node:')) imported.add(packageOf(path));
    }
  }
  // The certificate PDF reads its font files from this package by path (pdf-fonts.ts).
  imported.add(PDF_FONT_PACKAGE);
  // The provider pages' passkey script is the browser bundle of this package, read by path (passkey-script.ts).
  imported.add(PASSKEY_BROWSER_PACKAGE);
  const unknown = [...imported].filter((name) => !external.includes(name));
  if (unknown.length > 0) throw new Error(`the bundle imports packages no package.json declares: ${unknown.join(', ')}`);
  // Each package as the workspace that declares it resolves it (the API's own copy before a hoisted one).
  const imports = Object.fromEntries([...imported].map((name) => [name, name in api.dependencies ? 'apps/api' : 'packages/shared']));

  const name = 'academy-release';
  const { lock, dependencies } = releaseLock(readJson('package-lock.json') as Lockfile, name, api.version, imports);
  const manifest = {
    name,
    version: api.version,
    private: true,
    type: 'module',
    engines: readJson('package.json').engines,
    scripts: {
      start: ['node', ...SERVER_NODE_OPTIONS, 'server.js'].join(' '),
      migrate: 'node migrate.js',
      'content:import': 'node content-import.js',
      'content:check': 'node content-check.js',
      admin: 'node admin.js',
    },
    // A content repository's CI checks and publishes from the packed release with npx (decision 059).
    bin: { 'academy-content-check': 'content-check.js', 'academy-content-import': 'content-import.js' },
    dependencies,
  };
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(outDir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  cpSync(webDistDir, join(outDir, 'web'), { recursive: true });
  // cpSync keeps the source folder's mode, and a build folder made by mkdtemp is 0700: the release
  // runs as an unprivileged user, who must be able to read its web app.
  chmodSync(join(outDir, 'web'), 0o755);
  cpSync(join(ROOT, 'apps/api/src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  cpSync(join(ROOT, 'content'), join(outDir, 'content'), { recursive: true });
}

/** What the Dockerfile does next in the release folder: only the production packages, exactly as its lock file names them. */
export async function installReleasePackages(outDir: string): Promise<void> {
  await promisify(execFile)('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: outDir,
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'web-dist': { type: 'string' }, install: { type: 'boolean' } } });
  const outDir = resolve(values.out ?? join(ROOT, 'dist'));
  const started = performance.now();
  await buildRelease(outDir, resolve(values['web-dist'] ?? join(ROOT, 'apps/web/dist')));
  if (values.install) await installReleasePackages(outDir);
  const next = values.install ? 'npm start' : 'npm ci --omit=dev, npm start';
  console.log(`release built in ${outDir} (${Math.round(performance.now() - started)} ms): cd there, ${next}`);
}
