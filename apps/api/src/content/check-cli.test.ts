import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contentFolder } from '../test/content-folder';
import { PRACTICE } from '../test/practice';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./check-cli.ts', import.meta.url));

/** The check as a content repository's CI runs it: from the repository's root, on `.`. */
async function check(cwd: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', import.meta.resolve('tsx'), cli, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const lesson = (fence: string) =>
  [
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
    PRACTICE,
    '',
  ].join('\n');

const portal = (lessonText: string, courseTitle = 'title: Pods') => ({
  'kube/instructors/ada.md': '---\nname: Ada Example\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nAda teaches.',
  'kube/assets/instructors/ada.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'kube/courses/pods/course.md': `---\n${courseTitle}\nsummary: All about pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n---\nA course.`,
  'kube/courses/pods/01-basics/module.md': '---\ntitle: Basics\n---\n',
  'kube/courses/pods/01-basics/01-first-pod.md': lessonText,
});

describe('content:check, the standalone content check', () => {
  it('passes a sound content repository with exit code 0 and prints no problem', async () => {
    const result = await check(contentFolder(portal(lesson('```bash'))), '.');
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/\d+ files checked, 0 problems/);
    expect(result.code).toBe(0);
  }, 120_000);

  it('prints each problem as file:line:col: message from the working directory and exits 1', async () => {
    const root = contentFolder(portal(lesson('```'), 'title: @Pods'));
    const result = await check(root, '.');
    expect(result.code).toBe(1);
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      'kube/courses/pods/course.md:2:8: front matter is not valid YAML: Plain value cannot start with reserved character @',
      'kube/courses/pods/01-basics/01-first-pod.md:9:1: a code fence must name its language (text for plain output)',
    ]);
    // The problem matcher's pattern, as docs/authoring.md gives it to GitHub Actions.
    for (const line of result.stdout.trimEnd().split('\n')) expect(line).toMatch(/^([^\s:]+):(\d+):(\d+): (.+)$/);
    expect(result.stderr).toMatch(/\d+ files checked, 2 problems/);

    const fromAbove = await check(dirname(root), join(root.slice(dirname(root).length + 1)));
    expect(fromAbove.stdout).toContain(`${root.slice(dirname(root).length + 1)}/kube/courses/pods/01-basics/01-first-pod.md:9:1: `);
  }, 120_000);

  it('exits 2 naming the folder when it holds no portal', async () => {
    const result = await check(contentFolder({ 'README.md': '# Notes' }), '.');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('holds no portal folder (spring/, kube/, tanzu/)');
    expect(result.stdout).toBe('');
  }, 60_000);
});
