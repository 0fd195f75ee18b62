import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const WEB_ROOT = resolve(fileURLToPath(new URL('../../../web', import.meta.url)));
let building: Promise<string> | undefined;

/**
 * The real web build (browser assets and server bundle), for tests of what the server makes of it.
 * `npm test` builds once and names the folder in TEST_WEB_DIST_DIR; a file run on its own builds into
 * a temporary folder, once per worker.
 */
export function builtWeb(): Promise<string> {
  const given = process.env.TEST_WEB_DIST_DIR;
  if (given && existsSync(join(given, 'ssr', 'entry-server.js'))) return Promise.resolve(given);
  building ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'academy-test-web-'));
    await promisify(execFile)('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: WEB_ROOT });
    return outDir;
  })();
  return building;
}

/** Long enough for a cold build on a busy machine. */
export const BUILD_TIMEOUT_MS = 240_000;
