import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contentFolder } from '../test/content-folder';
import { PRACTICE } from '../test/practice';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run content:import -- --check ...`, as an author or CI types it. */
async function check(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/content/import-cli.ts', '--check', ...args], {
      cwd: apiRoot,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const LESSON = [
  '---',
  'title: Broken samples',
  'summary: A manifest and a snippet that do not work.',
  'duration: 5m',
  'objectives: [Spot a broken sample]',
  '---',
  '```yaml',
  'apiVersion: apps/v1',
  'kind: Deployment',
  'metadata:',
  '  name: web',
  'spec:',
  '  replicas: 2',
  '```',
  '',
  '```java',
  'void greet() {',
  '    System.out.println("hi")',
  '}',
  '```',
  PRACTICE,
].join('\n');

describe('content:import --check', () => {
  it('passes on the shipped content of a portal', async () => {
    const result = await check('--tenant', 'kube');
    expect(result.output).toMatch(/\d+ files checked, 0 issues/);
    expect(result.code).toBe(0);
  }, 120_000);

  it('fails naming file and line for a broken manifest, a broken Java snippet and a labType mismatch', async () => {
    const dir = contentFolder({
      'kube/instructors/ada.md': '---\nname: Ada Example\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nAda teaches.',
      'kube/assets/instructors/ada.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'kube/courses/pods/course.md':
        '---\ntitle: Pods\nsummary: All about pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\nlabType: externalLab\n---\nA course.',
      'kube/courses/pods/01-basics/module.md': '---\ntitle: Basics\n---\n',
      'kube/courses/pods/01-basics/01-broken-samples.md': LESSON,
    });
    const result = await check('--dir', dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'kube/courses/pods/01-basics/01-broken-samples.md:12 Deployment apps/v1 does not match its schema: /spec must have required property',
    );
    expect(result.output).toContain('kube/courses/pods/01-basics/01-broken-samples.md:19 Java block does not parse');
    expect(result.output).toContain(
      'kube/courses/pods/course.md:7 [labType] labType is externalLab but no lesson of the course has type: lab',
    );
    expect(result.output).toContain('3 issues');
  }, 120_000);
});
