import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { courses, guides, lessons, pathCourses, paths } from '../db/schema';
import { createEmptyDatabase } from '../test/database-template';
import type { ContentBundle } from '@academy/shared';

type TextFile = { path: string; text: string };
import { importContent } from './import-content';
import { parseBundle } from './parse-bundle';
import { getMarkdownRenderer } from './render-markdown';

const files: TextFile[] = [
  { path: 'kube/instructors/ada.md', text: '---\nname: Ada\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nBio.' },
  { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  {
    path: 'kube/courses/pods/course.md',
    text: '---\ntitle: Pods\nsummary: Pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n---\nAbout pods.',
  },
  { path: 'kube/courses/pods/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
  { path: 'kube/courses/pods/01-basics/01-intro.md', text: '---\ntitle: Intro\nsummary: Intro.\nduration: 5m\nobjectives: [Name what a pod is]\n---\nHello pods.' },
  { path: 'kube/courses/pods/01-basics/02-more.md', text: '---\ntitle: More\nsummary: More.\nduration: 7m\nobjectives: [Run more pods]\n---\nMore pods.' },
  { path: 'kube/guides/debug.md', text: '---\ntitle: Debug\nsummary: Debug.\nlevel: Beginner\ntopics: [Workloads]\nduration: 20m\n---\nSteps.' },
  { path: 'kube/paths/start.md', text: '---\ntitle: Start\nsummary: Start.\nlevel: Beginner\ntopics: [Workloads]\ncourses: [pods]\n---\nGo.' },
];

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createEmptyDatabase();
});
afterEach(() => handle.close());

const run = async (bundleFiles: ContentBundle['files']) => importContent(handle.db, await parseBundle({ files: bundleFiles }), await getMarkdownRenderer());
const publishedLessons = async () =>
  (await handle.db.select({ slug: lessons.slug }).from(lessons).where(eq(lessons.published, true))).map((row) => row.slug).sort();

describe('importContent', () => {
  it('imports a bundle, and importing it again changes nothing', async () => {
    const first = await run(files);
    expect(first.issues).toEqual([]);
    expect(first.tenants).toEqual([{ tenantId: 'kube', courses: 1, lessons: 2, guides: 1, paths: 1, instructors: 1, pages: 0 }]);
    const before = await handle.db.select().from(lessons).orderBy(lessons.slug);
    await run(files);
    const after = await handle.db.select().from(lessons).orderBy(lessons.slug);
    expect(after).toEqual(before);
    expect(await handle.db.select().from(pathCourses)).toHaveLength(1);
  });

  it('updates a changed lesson in place and unpublishes what disappeared', async () => {
    await run(files);
    const [original] = await handle.db.select().from(lessons).where(eq(lessons.slug, 'intro'));
    const changed = files
      .filter((file) => !file.path.endsWith('02-more.md') && !file.path.endsWith('debug.md'))
      .map((file) => (file.path.endsWith('01-intro.md') ? { ...file, text: file.text.replace('Hello pods.', 'Hello again.') } : file));
    await run(changed);
    const [updated] = await handle.db.select().from(lessons).where(eq(lessons.slug, 'intro'));
    expect(updated.id).toBe(original.id);
    expect(updated.bodyHtml).toContain('Hello again.');
    expect(await publishedLessons()).toEqual(['intro']);
    const [guide] = await handle.db.select().from(guides).where(eq(guides.slug, 'debug'));
    expect(guide.published).toBe(false);
  });

  it('keeps the last good version of a course whose files are now broken', async () => {
    await run(files);
    const broken = files.map((file) => (file.path.endsWith('02-more.md') ? { ...file, text: file.text.replace('duration: 7m', 'duration: later') } : file));
    const result = await run(broken);
    expect(result.issues).toEqual([
      { file: 'kube/courses/pods/01-basics/02-more.md', line: 4, field: 'duration', message: 'must look like "12m", "1h 30m" or "45s"' },
    ]);
    const [course] = await handle.db.select().from(courses).where(and(eq(courses.slug, 'pods'), eq(courses.tenantId, 'kube')));
    expect(course.published).toBe(true);
    expect(await publishedLessons()).toEqual(['intro', 'more']);
  });

  it('imports nothing of a broken course into an empty database', async () => {
    const broken = files.map((file) => (file.path.endsWith('course.md') ? { ...file, text: file.text.replace('level: Beginner', 'level: Expert') } : file));
    const result = await run(broken);
    expect(result.issues.map((issue) => [issue.file, issue.line, issue.field])).toEqual([
      ['kube/courses/pods/course.md', 4, 'level'],
      ['kube/paths/start.md', 1, 'courses'],
    ]);
    expect(await handle.db.select().from(courses)).toEqual([]);
    expect(await handle.db.select().from(lessons)).toEqual([]);
    expect(await handle.db.select().from(paths)).toEqual([]);
  });
});
