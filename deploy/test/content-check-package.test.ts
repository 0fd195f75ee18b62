import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);

/**
 * Decision 059, as a content repository's CI uses it: the release folder packed with `npm pack`, and
 * `npx --package <tarball> academy-content-check <folder>` from the repository's root. npx installs
 * the tarball's runtime packages from npm's cache, as a CI cache of npm's folder would.
 */
const release = inject('release');
let work: string;
let tarball: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'academy-content-repository-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work, '--loglevel=error'], { cwd: release.appDir });
  tarball = join(work, (JSON.parse(stdout) as { filename: string }[])[0].filename);
}, 120_000);

afterAll(async () => {
  if (!work) return;
  await rm(work, { recursive: true, force: true });
  // npx keeps what it installed in npm's cache (_npx/<hash>, about 190 MB), named by the tarball's path: this run's alone go.
  const npxFolder = join((await run('npm', ['config', 'get', 'cache'])).stdout.trim(), '_npx');
  for (const entry of await readdir(npxFolder).catch(() => [])) {
    const manifest = await readFile(join(npxFolder, entry, 'package.json'), 'utf8').catch(() => '');
    if (manifest.includes(basename(work))) await rm(join(npxFolder, entry), { recursive: true, force: true });
  }
});

/** A content repository of its own: one portal folder at its root, with a lesson whose code fence opens with `fence`. */
function contentRepository(name: string, fence: string): string {
  const root = join(work, name);
  const files = {
    'kube/instructors/ada.md': '---\nname: Ada Example\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nAda teaches.',
    'kube/assets/instructors/ada.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'kube/courses/pods/course.md':
      '---\ntitle: Pods\nsummary: All about pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n---\nA course.',
    'kube/courses/pods/01-basics/module.md': '---\ntitle: Basics\n---\n',
    'kube/courses/pods/01-basics/01-first-pod.md': [
      '---',
      'title: First pod',
      'summary: Run a pod.',
      'duration: 5m',
      'objectives: [Run a pod]',
      '---',
      'Run it:',
      '',
      fence,
      'kubectl run web --image=nginx:1.27',
      '```',
      '',
      '## Practice',
      '',
      'Run it.',
      '',
      '### Check your work',
      '',
      'It runs.',
      '',
    ].join('\n'),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

async function npxCheck(cwd: string) {
  const args = [
    '--yes',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    '--package',
    tarball,
    'academy-content-check',
    '.',
  ];
  try {
    const { stdout, stderr } = await run('npx', args, { cwd, env: { ...process.env, NODE_ENV: 'production' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the packed release checks a content repository with npx', () => {
  it('exits 0 on sound content and 1 with file:line:col: message on a broken file', async () => {
    const sound = await npxCheck(contentRepository('sound', '```bash'));
    expect(sound.stdout, sound.stderr).toBe('');
    expect(sound.stderr).toMatch(/\d+ files checked, 0 problems/);
    expect(sound.code).toBe(0);

    const broken = await npxCheck(contentRepository('broken', '```'));
    expect(broken.stdout.trimEnd().split('\n')).toEqual([
      'kube/courses/pods/01-basics/01-first-pod.md:9:1: a code fence must name its language (text for plain output)',
    ]);
    expect(broken.stderr).toMatch(/\d+ files checked, 1 problem\b/);
    expect(broken.code).toBe(1);
  }, 180_000);
});
