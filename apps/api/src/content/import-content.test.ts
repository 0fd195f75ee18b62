import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { contentVersions, courses, guides, lessons, pathCourses, paths, searchDocuments } from '../db/schema';
import { rowsOf } from '../services/search/rows';
import { createEmptyDatabase } from '../test/database-template';
import type { ContentBundle } from '@academy/shared';

type TextFile = { path: string; text: string };
import { importContent } from './import-content';
import { parseBundle } from './parse-bundle';
import { getMarkdownRenderer } from './render-markdown';
import { PRACTICE } from '../test/practice';

const files: TextFile[] = [
  { path: 'kube/instructors/ada.md', text: '---\nname: Ada\ntitle: Engineer\nphoto: instructors/ada.svg\n---\nBio.' },
  { path: 'kube/assets/instructors/ada.svg', text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  {
    path: 'kube/courses/pods/course.md',
    text: '---\ntitle: Pods\nsummary: Pods.\nlevel: Beginner\ntopics: [Workloads]\ninstructors: [ada]\n---\nAbout pods.',
  },
  { path: 'kube/courses/pods/01-basics/module.md', text: '---\ntitle: Basics\n---\n' },
  {
    path: 'kube/courses/pods/01-basics/01-intro.md',
    text: `---\ntitle: Intro\nsummary: Intro.\nduration: 5m\nobjectives: [Name what a pod is]\n---\nHello pods.${PRACTICE}`,
  },
  {
    path: 'kube/courses/pods/01-basics/02-more.md',
    text: `---\ntitle: More\nsummary: More.\nduration: 7m\nobjectives: [Run more pods]\n---\nMore pods.${PRACTICE}`,
  },
  {
    path: 'kube/guides/debug.md',
    text: '---\ntitle: Debug\nsummary: Debug.\nlevel: Beginner\ntopics: [Workloads]\nduration: 20m\n---\nSteps.',
  },
  {
    path: 'kube/paths/start.md',
    text: '---\ntitle: Start\nsummary: Start.\nlevel: Beginner\ntopics: [Workloads]\ncourses: [pods]\n---\nGo.',
  },
];

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createEmptyDatabase();
});
afterEach(() => handle.close());

const run = async (bundleFiles: ContentBundle['files']) =>
  importContent(handle.db, await parseBundle({ files: bundleFiles }), await getMarkdownRenderer());
const publishedLessons = async () =>
  (await handle.db.select({ slug: lessons.slug }).from(lessons).where(eq(lessons.published, true))).map((row) => row.slug).sort();

/** The content tables, each with what names a row across updates. */
const CONTENT_TABLES: Record<string, string> = {
  topics: 'id',
  content_assets: 'path',
  instructors: 'id',
  courses: 'id',
  course_instructors: "course_id || '/' || position",
  modules: 'id',
  lessons: 'id',
  guides: 'id',
  paths: 'id',
  path_courses: "path_id || '/' || position",
  search_documents: 'id',
  search_passages: "document_id || '/' || position",
  content_versions: 'tenant_id',
};
/** Every row of the content tables with the transaction that last wrote it (xmin). */
const writers = async () =>
  (
    await Promise.all(
      Object.entries(CONTENT_TABLES).map(async ([table, key]) =>
        rowsOf<{ table: string; id: string; xmin: string }>(
          await handle.db.execute(sql.raw(`select '${table}' as table, (${key})::text as id, xmin::text as xmin from ${table} order by 2`)),
        ),
      ),
    )
  ).flat();

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

  it('writes no row when nothing changed, and after a lesson is saved only that lesson, its search rows and the version (decision 065)', async () => {
    const first = await run(files);
    expect(first.written.kube).toBeGreaterThan(0);
    const before = await writers();
    const [{ version }] = await handle.db.select().from(contentVersions);

    expect((await run(files)).written).toEqual({ kube: 0 });
    // xmin names the transaction that wrote a row: no row of any content table was written again.
    expect(await writers()).toEqual(before);
    expect(await handle.db.select().from(contentVersions)).toMatchObject([{ version }]);

    const edited = files.map((file) =>
      file.path.endsWith('01-intro.md') ? { ...file, text: file.text.replace('Hello pods.', 'Hello again.') } : file,
    );
    expect((await run(edited)).written).toEqual({ kube: 1 });
    const after = await writers();
    const [intro] = await handle.db.select().from(lessons).where(eq(lessons.slug, 'intro'));
    expect(intro.bodyHtml).toContain('Hello again.');
    const changed = (table: string) =>
      after.filter((row) => row.table === table && !before.some((old) => old.id === row.id && old.xmin === row.xmin));
    expect(changed('lessons').map((row) => row.id)).toEqual([intro.id]);
    for (const table of [
      'courses',
      'modules',
      'instructors',
      'course_instructors',
      'guides',
      'paths',
      'path_courses',
      'topics',
      'content_assets',
    ])
      expect(changed(table), table).toEqual([]);
    const [document] = await handle.db.select().from(searchDocuments).where(eq(searchDocuments.itemId, intro.id));
    // The practice is text of the lesson, found by search like the rest.
    expect(document.body).toBe('Hello again. Practice Try the example. Check your work It works.');
    expect(changed('search_documents').map((row) => row.id)).toEqual([document.id]);
    expect(await handle.db.select().from(contentVersions)).toMatchObject([{ version: version + 1 }]);
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
    const broken = files.map((file) =>
      file.path.endsWith('02-more.md') ? { ...file, text: file.text.replace('duration: 7m', 'duration: later') } : file,
    );
    const result = await run(broken);
    expect(result.issues).toEqual([
      { file: 'kube/courses/pods/01-basics/02-more.md', line: 4, field: 'duration', message: 'must look like "12m", "1h 30m" or "45s"' },
    ]);
    const [course] = await handle.db
      .select()
      .from(courses)
      .where(and(eq(courses.slug, 'pods'), eq(courses.tenantId, 'kube')));
    expect(course.published).toBe(true);
    expect(await publishedLessons()).toEqual(['intro', 'more']);
  });

  it('imports nothing of a broken course into an empty database', async () => {
    const broken = files.map((file) =>
      file.path.endsWith('course.md') ? { ...file, text: file.text.replace('level: Beginner', 'level: Expert') } : file,
    );
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
