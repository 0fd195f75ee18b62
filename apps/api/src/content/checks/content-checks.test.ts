import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentBundle } from '@academy/shared';
import { readContentBundle } from '../bundle';
import { parseBundle } from '../parse-bundle';
import { PRACTICE } from '../../test/practice';

const REAL_CONTENT = resolve(import.meta.dirname, '../../../../../content');

const instructor = {
  path: 'kube/instructors/ada.md',
  text: '---\nname: Ada Example\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nAda teaches.',
};
const photo = { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const course = (labType = 'none') => ({
  path: 'kube/courses/pods/course.md',
  text: `---\ntitle: Pods\nsummary: All about pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\nlabType: ${labType}\n---\nA course.`,
});
const module = { path: 'kube/courses/pods/01-basics/module.md', text: '---\ntitle: Basics\n---\n' };
/** A lesson whose body starts on line 7 of its file; a plain one ends with its practice unless told otherwise. */
const lesson = (body: string, type = 'lesson', practice = type === 'lesson' ? PRACTICE : '') => ({
  path: 'kube/courses/pods/01-basics/01-a-lesson.md',
  // A plain lesson needs objectives; they take the line `type` would, so the body stays on line 7.
  text: `---\ntitle: A lesson\nsummary: Something.\nduration: 5m\n${type === 'lesson' ? 'objectives: [Spot a broken sample]' : `type: ${type}`}\n---\n${body}${practice}`,
});
const issuesOf = async (files: ContentBundle['files']) => (await parseBundle({ files })).issues;
const withLesson = (body: string, practice?: string) => issuesOf([instructor, photo, course(), module, lesson(body, 'lesson', practice)]);

describe('the content checks', () => {
  // Every portal's files, Java and manifests included: it grows with the content, past the 30 s default on a busy machine.
  it('pass on the shipped content of every portal', { timeout: 180_000 }, async () => {
    const bundle = await readContentBundle(REAL_CONTENT);
    expect(bundle.files.length).toBeGreaterThan(100);
    expect((await parseBundle(bundle)).issues).toEqual([]);
  });

  it('name the file and line of a Kubernetes manifest that breaks its schema', async () => {
    const manifest = [
      'Deploy it:',
      '',
      '```yaml',
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: web',
      'spec:',
      '  replicas: two',
      '  template: {}',
      '```',
    ];
    expect(await withLesson(manifest.join('\n'))).toEqual([
      {
        file: 'kube/courses/pods/01-basics/01-a-lesson.md',
        line: 14,
        message: expect.stringMatching(/^Deployment apps\/v1 does not match its schema: .*selector/),
      },
    ]);
  });

  it('refuse API versions a supported Kubernetes no longer serves, and unpinned images', async () => {
    const body = [
      '```yaml',
      'apiVersion: policy/v1beta1',
      'kind: PodDisruptionBudget',
      'metadata: {name: web}',
      '---',
      'apiVersion: v1',
      'kind: Pod',
      'metadata: {name: web}',
      'spec:',
      '  containers: [{name: web, image: "nginx:latest"}]',
      '```',
    ];
    expect(await withLesson(body.join('\n'))).toEqual([
      {
        file: 'kube/courses/pods/01-basics/01-a-lesson.md',
        line: 8,
        message: 'PodDisruptionBudget policy/v1beta1 is not served by Kubernetes 1.35',
      },
      {
        file: 'kube/courses/pods/01-basics/01-a-lesson.md',
        line: 12,
        message: 'image "nginx:latest" is not pinned: name a version tag or digest',
      },
    ]);
  });

  it('name the file and line of a Java snippet that does not parse, in a fence or a here-document', async () => {
    const body = [
      '```java',
      'record Note(long id, String text) {}',
      '```',
      '',
      '```java',
      '@GetMapping("/{id}")',
      'Note one(@PathVariable long id) {',
      '    return notes.get(id)',
      '}',
      '```',
      '',
      '```bash',
      "cat > src/main/java/Note.java <<'JAVA'",
      'public class Note {',
      '    void f() { int x = ; }',
      '}',
      'JAVA',
      '```',
    ];
    const issues = await withLesson(body.join('\n'));
    expect(issues.map(({ file, line }) => ({ file, line }))).toEqual([
      { file: 'kube/courses/pods/01-basics/01-a-lesson.md', line: 15 },
      { file: 'kube/courses/pods/01-basics/01-a-lesson.md', line: 21 },
    ]);
    expect(issues[0].message).toMatch(/^Java block does not parse: Expecting/);
    expect(issues[1].message).toMatch(/^Java block \(here-document\) does not parse/);
  });

  it('name the course file and line when labType disagrees with the lessons', async () => {
    const lab = lesson('Run `kubectl get pods`.', 'lab');
    expect(await issuesOf([instructor, photo, course('none'), module, lab])).toEqual([
      {
        file: 'kube/courses/pods/course.md',
        line: 7,
        field: 'labType',
        message: 'labType is none but 01-a-lesson.md is a lab: set labType: externalLab',
      },
    ]);
    expect(await issuesOf([instructor, photo, course('externalLab'), module, lesson('Read this.')])).toEqual([
      {
        file: 'kube/courses/pods/course.md',
        line: 7,
        field: 'labType',
        message: 'labType is externalLab but no lesson of the course has type: lab',
      },
    ]);
  });

  it('hold the versions a lesson names to the versions table of the bundle, naming file and line', async () => {
    const table = {
      path: 'versions.yaml',
      text: 'products:\n  - product: Redis\n    images: [redis]\n    versions: ["7.4.6"]\n    newest: "7.4.6"\n    source: the content\'s existing claim\n    checked: 2026-11-29\n',
    };
    const body = [
      '```yaml',
      'apiVersion: v1',
      'kind: Pod',
      'metadata: {name: kv}',
      'spec:',
      '  containers: [{name: kv, image: "redis:7.4.2-alpine"}]',
      '```',
    ];
    const files = [instructor, photo, course(), module, lesson(body.join('\n'))];
    expect(await issuesOf([table, ...files])).toEqual([
      {
        file: 'kube/courses/pods/01-basics/01-a-lesson.md',
        line: 12,
        message: 'pins Redis 7.4.2, which content/versions.yaml does not list (7.4.6)',
      },
    ]);
    expect(await issuesOf(files)).toEqual([]);
  });

  it('refuse links that are not http(s), fences without a language and durations that do not fit the text', async () => {
    const body = [
      'See [the docs](javascript:alert(1)) and [home](/courses) or <https://kubernetes.io>.',
      '',
      '```',
      'kubectl get pods',
      '```',
    ];
    expect(await withLesson(body.join('\n'))).toEqual([
      {
        file: 'kube/courses/pods/01-basics/01-a-lesson.md',
        line: 7,
        message: expect.stringContaining('link "javascript:alert(1" must be'),
      },
      {
        file: 'kube/courses/pods/01-basics/01-a-lesson.md',
        line: 9,
        message: 'a code fence must name its language (text for plain output)',
      },
    ]);
    // 2,000 words with the 11 of the practice.
    const long = `${'word '.repeat(1_989)}`;
    expect(await withLesson(long)).toEqual([
      {
        file: 'kube/courses/pods/01-basics/01-a-lesson.md',
        line: 4,
        field: 'duration',
        message: expect.stringContaining('shorter than reading its 2000 words'),
      },
    ]);
  });

  it('require a practice of a plain lesson, and refuse one without its check, a check outside a practice and a section after it, at their lines', async () => {
    const file = 'kube/courses/pods/01-basics/01-a-lesson.md';
    expect(await withLesson(['Intro.', '', '## Practice', '', 'Run `kubectl get pods`.'].join('\n'), '')).toEqual([
      { file, line: 9, message: '"## Practice" needs a "### Check your work" subheading with the feedback on the task' },
    ]);
    const misplaced = [
      '### Check your work',
      '',
      '## Practice',
      '',
      'Task.',
      '',
      '### Hints',
      '',
      '### Check your work',
      '',
      'Feedback.',
      '',
      '## Summary',
    ];
    expect(await withLesson(misplaced.join('\n'), '')).toEqual([
      { file, line: 7, message: '"### Check your work" belongs at the end of the lesson\'s "## Practice" section' },
      { file, line: 13, message: '"## Practice" holds only the task and its "### Check your work": "Hints" is one heading too many' },
      { file, line: 19, message: '"## Practice" must be the last section: move "## Summary" above it' },
    ]);
    const fenced = ['## Practice', '', '```bash', '### Check your work', '```', '', '### Check your work', '', 'Feedback.'];
    expect(await withLesson(fenced.join('\n'), '')).toEqual([]);
    expect(await withLesson('Intro.\n\nText.', '')).toEqual([
      {
        file,
        line: 9,
        message: 'a lesson ends with a "## Practice" section: a task on its example and a "### Check your work" with the feedback',
      },
    ]);
  });
});
