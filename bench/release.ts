import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRelease, installReleasePackages } from '../scripts/build-release';
import { ROOT } from './root';

let release: Promise<string> | undefined;

/**
 * The folder the bench's API runs from: the release as the image holds it (the bundled server.js and
 * its production packages), built once per bench run into a temporary folder that goes when the run
 * ends (decision 036). `npm run bench` builds the web app it copies first.
 */
export function benchRelease(): Promise<string> {
  release ??= (async () => {
    const directory = await mkdtemp(join(tmpdir(), 'academy-bench-release-'));
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
    const appDir = join(directory, 'app');
    const started = performance.now();
    await buildRelease(appDir, join(ROOT, 'apps/web/dist'));
    await installReleasePackages(appDir);
    console.log(`(the bench's API is the release built in ${appDir}, ${Math.round((performance.now() - started) / 1000)} s)`);
    return appDir;
  })();
  return release;
}
