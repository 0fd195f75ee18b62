import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, WEB_DIST_DIR } from './playwright.config';

/** `npm run author` on a port of its own, over a copy of kube's content that the spec edits. */
export const AUTHOR_PORT = E2E_PORT + 5;
const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface AuthorAcademy {
  /** The content folder the academy watches. */
  contentDir: string;
  /** The time of each import of kube the academy logged, in milliseconds, in order. */
  importTimes: number[];
  stop: () => Promise<void>;
}

export function authorPortal(path: string): string {
  return `http://kube.localhost:${AUTHOR_PORT}${path}`;
}

export async function startAuthorAcademy(): Promise<AuthorAcademy> {
  const work = mkdtempSync(join(tmpdir(), `academy-e2e-author-${E2E_PORT}-`));
  const contentDir = join(work, 'content');
  // kube alone, without its learning paths: they list spring's courses, which a kube-only folder
  // lacks (the check would say so), and importing every portal takes minutes on a busy machine.
  cpSync(join(repoRoot, 'content/kube'), join(contentDir, 'kube'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(repoRoot, 'content/kube/paths')),
  });
  cpSync(join(repoRoot, 'content/versions.yaml'), join(contentDir, 'versions.yaml'));
  const importTimes: number[] = [];
  const academy = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/author/author-server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(AUTHOR_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      CONTENT_DIR: contentDir,
      WEB_DIST_DIR,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      PASSWORD_HASH_COST: '14',
    },
  });
  let logged = '';
  academy.stdout.on('data', (chunk: Buffer) => {
    logged += chunk.toString('utf8');
    const lines = logged.split('\n');
    logged = lines.pop() ?? '';
    for (const line of lines) {
      const ms = /"msg":"kube imported in (\d+) ms/.exec(line)?.[1];
      if (ms) importTimes.push(Number(ms));
    }
  });
  const stop = async () => {
    if (academy.exitCode === null) {
      const exited = new Promise((done) => academy.once('exit', done));
      academy.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (academy.exitCode !== null) throw new Error(`npm run author exited with ${academy.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('npm run author did not become ready');
    }
    const ready = await fetch(`http://127.0.0.1:${AUTHOR_PORT}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    // Ready, and kube's first import (at start) is done: the spec opens one of its lessons.
    if (ready && importTimes.length > 0) return { contentDir, importTimes, stop };
    await new Promise((done) => setTimeout(done, 500));
  }
}
