import { describe, expect, it } from 'vitest';
import type { ContentBundle } from '@academy/shared';
import { parseBundle } from './parse-bundle';
import { PRACTICE } from '../test/practice';

const instructor = {
  path: 'kube/instructors/ada.md',
  text: '---\nname: Ada Example\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nAda teaches.',
};
const photo = { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const course = (extra = '') => ({
  path: 'kube/courses/pods/course.md',
  text: `---\ntitle: Pods\nsummary: All about pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n${extra}---\nA course.`,
});
const module = { path: 'kube/courses/pods/01-basics/module.md', text: '---\ntitle: Basics\n---\n' };
const lesson = (name: string, frontMatter: string, body = `Body.${PRACTICE}`) => ({
  path: `kube/courses/pods/01-basics/${name}.md`,
  text: `---\n${frontMatter}\n---\n${body}`,
});
const goodLesson = lesson('01-what-is-a-pod', 'title: What is a pod\nsummary: Pods.\nduration: 10m\nobjectives: [Run a pod]');

const parse = (files: ContentBundle['files']) => parseBundle({ files });

describe('parseBundle', () => {
  it('reads a valid course with ordered modules and lessons and inherited entitlements', async () => {
    const { tenants, issues } = await parse([
      instructor,
      photo,
      course('entitlements: [auth]\n'),
      module,
      goodLesson,
      lesson(
        '02-open',
        'title: Open\nsummary: Open.\nduration: 1h 5m\nentitlements: []\nobjectives: [Open a pod]\nvideo:\n  src: https://cdn.example.com/open.webm',
      ),
    ]);
    expect(issues).toEqual([]);
    const [kube] = tenants;
    expect(kube.courses[0].slug).toBe('pods');
    expect(kube.courses[0].modules[0].slug).toBe('basics');
    expect(kube.courses[0].modules[0].lessons.map((item) => [item.slug, item.data.duration, item.data.entitlements])).toEqual([
      ['what-is-a-pod', 600, undefined],
      ['open', 3_900, []],
    ]);
  });

  it('names the file, the line and the field of a front-matter mistake and leaves the whole course out', async () => {
    const { tenants, issues } = await parse([
      instructor,
      photo,
      course(),
      module,
      goodLesson,
      lesson('02-broken', 'title: Broken\nsummary: Bad duration.\nduration: soon\ntype: lecture'),
    ]);
    expect(tenants[0].courses).toEqual([]);
    expect(tenants[0].presentSlugs.courses.has('pods')).toBe(true);
    expect(issues).toHaveLength(2);
    expect(issues).toEqual(
      expect.arrayContaining([
        { file: 'kube/courses/pods/01-basics/02-broken.md', line: 5, field: 'type', message: expect.stringContaining('lesson') },
        {
          file: 'kube/courses/pods/01-basics/02-broken.md',
          line: 4,
          field: 'duration',
          message: 'must look like "12m", "1h 30m" or "45s"',
        },
      ]),
    );
  });

  it('refuses a plain lesson without objectives at its title line, and asks none of a knowledge check', async () => {
    const { tenants, issues } = await parse([
      instructor,
      photo,
      course(),
      module,
      lesson('01-no-objectives', 'title: No objectives\nsummary: Pods.\nduration: 10m'),
      lesson('02-empty-objectives', 'title: Empty\nsummary: Pods.\nduration: 10m\nobjectives: []'),
      lesson(
        '03-check',
        'title: Check\nsummary: Quiz.\nduration: 5m\ntype: knowledge-check',
        'Intro\n\n````quizdown\n# Q\n- [x] a\n- [ ] b\n````',
      ),
    ]);
    expect(tenants[0].courses).toEqual([]);
    expect(issues).toEqual([
      {
        file: 'kube/courses/pods/01-basics/01-no-objectives.md',
        line: 2,
        field: 'objectives',
        message: 'a lesson needs objectives: a list of what the learner will be able to do afterwards',
      },
      { file: 'kube/courses/pods/01-basics/02-empty-objectives.md', line: 5, field: 'objectives', message: expect.stringContaining('>=1') },
    ]);
  });

  it('reports unknown keys, invalid YAML, missing instructors and photos, and quiz mistakes with lines', async () => {
    const { issues } = await parse([
      { path: 'kube/instructors/bob.md', text: '---\nname: Bob\ntitle: Dev\nphoto: missing.svg\nshoe: 42\n---\n' },
      { path: 'kube/instructors/cy.md', text: '---\nname: Cy\ntitle: Dev\nphoto: missing.svg\n---\n' },
      { path: 'kube/guides/g.md', text: '---\ntitle: [unclosed\n---\n' },
      course(),
      module,
      goodLesson,
      lesson(
        '02-check',
        'title: Check\nsummary: Quiz.\nduration: 5m\ntype: knowledge-check',
        'Intro\n\n````quizdown\n# Q\n- [ ] a\n- [ ] b\n````',
      ),
    ]);
    const described = issues.map((issue) => `${issue.file}:${issue.line}:${issue.field ?? ''}`);
    expect(described).toEqual(
      expect.arrayContaining([
        'kube/instructors/bob.md:5:shoe',
        'kube/guides/g.md:2:',
        'kube/courses/pods/01-basics/02-check.md:10:',
        'kube/instructors/cy.md:1:photo',
      ]),
    );
    expect(issues.find((issue) => issue.file.endsWith('02-check.md'))?.message).toBe('question "Q" marks no option correct with [x]');
  });

  it('reads captions kept with the content and refuses a missing captions file or captions without a video file', async () => {
    const withCaptions = (name: string, video: string) =>
      lesson(name, `title: ${name}\nsummary: Video.\nduration: 10m\nobjectives: [Watch a pod]\nvideo:\n${video}`);
    const track = (file: string) => `  captions:\n    - src: ${file}\n      language: en\n      label: English`;
    const good = await parse([
      instructor,
      photo,
      course(),
      module,
      { path: 'kube/assets/videos/pod.en.vtt', text: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nA pod.\n' },
      withCaptions('01-video', `  src: https://cdn.example.com/pod.webm\n${track('videos/pod.en.vtt')}`),
    ]);
    expect(good.issues).toEqual([]);
    expect(good.tenants[0].assets.find((asset) => asset.path === 'videos/pod.en.vtt')?.mediaType).toBe('text/vtt');
    expect(good.tenants[0].courses[0].modules[0].lessons[0].data.video?.captions).toEqual([
      { src: 'videos/pod.en.vtt', language: 'en', label: 'English' },
    ]);

    const issuesOf = async (video: string) =>
      (await parse([instructor, photo, course(), module, withCaptions('01-video', video)])).issues.map(
        (issue) => `${issue.field ?? ''}: ${issue.message}`,
      );
    expect(await issuesOf(`  src: https://cdn.example.com/pod.webm\n${track('videos/gone.en.vtt')}`)).toEqual([
      'video.captions.0.src: no asset kube/assets/videos/gone.en.vtt',
    ]);
    expect(await issuesOf(`  videoId: pod\n${track('videos/pod.en.vtt')}`)).toContain('video: captions belong to a video src');
    expect(await issuesOf('  src: videos/pod.avi')).toContain(
      'video.src: must be an http or https address or an assets path ending in .webm or .mp4',
    );
    expect(await issuesOf('  src: https://cdn.example.com/pod.webm\n  poster: videos/gone.webp')).toEqual([
      'video.poster: no asset kube/assets/videos/gone.webp',
    ]);
    expect(await issuesOf('  src: https://cdn.example.com/pod.webm\n  poster: videos/pod.gif')).toContain(
      'video.poster: must be an http or https address or an assets path ending in .webp, .png or .jpg',
    );
  });

  it('refuses a course whose instructor does not exist', async () => {
    const { tenants, issues } = await parse([
      instructor,
      photo,
      { ...course(), text: course().text.replace('[ada]', '[nobody]') },
      module,
      goodLesson,
    ]);
    expect(tenants[0].courses).toEqual([]);
    expect(issues).toEqual([
      { file: 'kube/courses/pods/course.md', line: 1, field: 'instructors', message: 'no instructor "nobody" in kube/instructors' },
    ]);
  });

  it('refuses files outside a known portal, unexpected files, bad slugs and duplicate lesson slugs', async () => {
    const { issues } = await parse([
      { path: 'acme/pages/about.md', text: '---\ntitle: About\n---\n' },
      { path: 'kube/pages/About Us.md', text: '---\ntitle: About\n---\n' },
      { path: 'kube/notes.txt', text: 'hello' },
      instructor,
      photo,
      course(),
      module,
      goodLesson,
      { path: 'kube/courses/pods/02-more/module.md', text: '---\ntitle: More\n---\n' },
      { ...goodLesson, path: 'kube/courses/pods/02-more/01-what-is-a-pod.md' },
    ]);
    expect(issues.map((issue) => `${issue.file}: ${issue.message}`).sort()).toEqual([
      'acme/pages/about.md: content must live under spring/, kube/ or tanzu/',
      'kube/courses/pods/02-more/01-what-is-a-pod.md: lesson slug "what-is-a-pod" is also used by kube/courses/pods/01-basics/01-what-is-a-pod.md',
      'kube/notes.txt: unexpected file: see docs/content-format.md for the layout',
      'kube/pages/About Us.md: "About Us" is not a slug: use lowercase words joined by hyphens',
    ]);
  });
});
