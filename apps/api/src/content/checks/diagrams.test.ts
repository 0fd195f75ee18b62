import { describe, expect, it } from 'vitest';
import type { ContentBundle } from '@academy/shared';
import { parseBundle } from '../parse-bundle';
import { getMarkdownRenderer } from '../render-markdown';
import { PRACTICE } from '../../test/practice';

const instructor = {
  path: 'kube/instructors/ada.md',
  text: '---\nname: Ada Example\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nAda teaches.',
};
const photo = { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const course = {
  path: 'kube/courses/pods/course.md',
  text: '---\ntitle: Pods\nsummary: All about pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n---\nA course.',
};
const module = { path: 'kube/courses/pods/01-basics/module.md', text: '---\ntitle: Basics\n---\n' };
/** A lesson whose body starts on line 7, ending with its practice. */
const lesson = (body: string) => ({
  path: 'kube/courses/pods/01-basics/01-a-lesson.md',
  text: `---\ntitle: A lesson\nsummary: Something.\nduration: 5m\nobjectives: [Read a diagram]\n---\n${body}${PRACTICE}`,
});
const svg = (inner = '<title>The cluster</title>') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-labelledby="t">${inner}<rect width="10" height="10"/></svg>`;
const diagram = (name: string, text: string) => ({ path: `kube/assets/diagrams/${name}`, text });
const ALT = 'The control plane and two nodes, each running a kubelet';
const issuesOf = async (body: string, ...files: ContentBundle['files']) =>
  (await parseBundle({ files: [instructor, photo, course, module, lesson(body), ...files] })).issues.map(
    (issue) => `${issue.file}:${issue.line} ${issue.message}`,
  );

describe('diagrams', () => {
  it('accept an SVG of the portal with role="img", a title and a text alternative that says what it shows', async () => {
    expect(await issuesOf(`Intro.\n\n![${ALT}](/api/content-assets/kube/diagrams/cluster.svg)`, diagram('cluster.svg', svg()))).toEqual([]);
  });

  it('refuse an image without a text alternative and a diagram whose alternative is only a label, at their lines', async () => {
    const body = [
      'Intro.',
      '',
      '![](/api/content-assets/kube/diagrams/cluster.svg)',
      '',
      '![Cluster diagram](/api/content-assets/kube/diagrams/cluster.svg)',
    ];
    expect(await issuesOf(body.join('\n'), diagram('cluster.svg', svg()))).toEqual([
      'kube/courses/pods/01-basics/01-a-lesson.md:9 image "/api/content-assets/kube/diagrams/cluster.svg" needs a text alternative: ![what it shows](/api/content-assets/kube/diagrams/cluster.svg)',
      'kube/courses/pods/01-basics/01-a-lesson.md:11 diagram "/api/content-assets/kube/diagrams/cluster.svg" needs a text alternative of at least 8 words saying what it shows',
    ]);
  });

  it("refuse a missing diagram, another portal's, and an SVG without role, title or with script", async () => {
    const body = [
      `![${ALT}](/api/content-assets/kube/diagrams/missing.svg)`,
      `![${ALT}](/api/content-assets/spring/diagrams/cluster.svg)`,
      `![${ALT}](/api/content-assets/kube/diagrams/bare.svg)`,
      `![${ALT}](/api/content-assets/kube/diagrams/scripted.svg)`,
    ].join('\n\n');
    const issues = await issuesOf(
      body,
      diagram('bare.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'),
      diagram('scripted.svg', svg('<title>Cluster</title><script>alert(1)</script>')),
      { path: 'spring/assets/diagrams/cluster.svg', text: svg() },
    );
    const file = 'kube/courses/pods/01-basics/01-a-lesson.md';
    expect(issues).toEqual([
      `${file}:7 no diagram kube/assets/diagrams/missing.svg`,
      `${file}:9 image "/api/content-assets/spring/diagrams/cluster.svg" must be a diagram of this portal: /api/content-assets/kube/diagrams/<name>.svg`,
      `${file}:11 diagram "/api/content-assets/kube/diagrams/bare.svg" must have role="img" on its <svg> element`,
      `${file}:11 diagram "/api/content-assets/kube/diagrams/bare.svg" must have a <title>`,
      `${file}:13 diagram "/api/content-assets/kube/diagrams/scripted.svg" must hold no script, event handler or foreignObject`,
    ]);
  });

  it('leave images in code alone, and render a diagram as an image with its text alternative', async () => {
    expect(await issuesOf('```text\n![](/api/content-assets/kube/diagrams/x.svg)\n```')).toEqual([]);
    const render = await getMarkdownRenderer();
    expect(await render(`![${ALT}](/api/content-assets/kube/diagrams/cluster.svg)`)).toBe(
      `<p><img src="/api/content-assets/kube/diagrams/cluster.svg" alt="${ALT}"></p>`,
    );
  });
});
