import { createHash } from 'node:crypto';
import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { slugify, type TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import {
  contentAssets,
  contentVersions,
  courseInstructors,
  labProjects,
  courses,
  guides,
  instructors,
  lessons,
  modules,
  pages,
  pathCourses,
  paths,
  topics,
} from '../db/schema';
import { rebuildSearchIndex } from '../services/search/search-index';
import type { ContentIssue } from './front-matter-file';
import type { ParsedBundle, TenantContent } from './parse-bundle';
import type { RenderMarkdown } from './render-markdown';
import { renameInPlace, RenameRefused } from './renames';
import { isUnchanged, itemHash, storedByCourse, storedBySlug, storedKey, WrittenItems, type StoredItem, type Tx } from './stored-items';

export interface TenantImportSummary {
  tenantId: TenantId;
  courses: number;
  lessons: number;
  guides: number;
  paths: number;
  instructors: number;
  pages: number;
}

export interface ImportResult {
  tenants: TenantImportSummary[];
  issues: ContentIssue[];
  /** Rows each portal's import wrote: none when its content did not change. */
  written: Partial<Record<TenantId, number>>;
}

/** Keeps updated_at when the row's hash did not change (an unpublished item back as it was). */
const touched = (hashColumn: PgColumn, updatedColumn: PgColumn, hash: string): SQL =>
  sql`case when ${hashColumn} = ${hash} then ${updatedColumn} else now() end`;

/** Front matter's `draft` and `publishAt` as stored: who sees the item, and from when (decision 062). */
const releaseOf = (data: { draft: boolean; publishAt?: string }) => ({
  draft: data.draft,
  publishAt: data.publishAt === undefined ? null : new Date(data.publishAt),
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Upserts every valid item by slug (after renaming in place the row it names as a previous slug) and
 * unpublishes the items whose files are gone, in one transaction. Paths come after every portal's
 * courses because they may point at another portal's; the search index is brought up to date with
 * them. Only what changed is written (decision 065): an item whose hash (`stored-items.ts`) matches
 * its published row is left alone, and a portal where nothing was written keeps its content version,
 * its search rows and the caches that hang on them.
 */
export async function importContent(db: Database, parsed: ParsedBundle, render: RenderMarkdown): Promise<ImportResult> {
  const issues = [...parsed.issues];
  const written = new Map(parsed.tenants.map((content) => [content.tenantId, new WrittenItems()]));
  const tenants = await db.transaction(async (tx) => {
    const summaries: TenantImportSummary[] = [];
    for (const content of parsed.tenants) summaries.push(await importTenant(tx, content, render, issues, written.get(content.tenantId)!));
    for (const [index, content] of parsed.tenants.entries()) {
      summaries[index].paths = await importPaths(tx, content, render, issues, written.get(content.tenantId)!);
      await announce(tx, content.tenantId, written.get(content.tenantId)!);
    }
    return summaries;
  });
  return { tenants, issues, written: Object.fromEntries([...written].map(([tenantId, items]) => [tenantId, items.count])) };
}

/**
 * After a portal's items: its search rows of what was written and a new content version, which ends
 * every replica's catalogue snapshot and kept pages. With nothing written only a scheduled item whose
 * time came since the last import does that, so its words join the typo corrections as before (062).
 */
async function announce(tx: Tx, tenantId: TenantId, written: WrittenItems): Promise<void> {
  const [version] = await tx
    .select({
      due: sql<boolean>`exists (select 1 from search_documents d where d.tenant_id = ${tenantId} and d.visible_from > ${contentVersions.importedAt} and d.visible_from <= now())`,
    })
    .from(contentVersions)
    .where(eq(contentVersions.tenantId, tenantId));
  if (version && written.count === 0 && !version.due) return;
  // A portal's first import builds its index whole.
  await rebuildSearchIndex(tx, tenantId, version ? written.items : undefined);
  await tx
    .insert(contentVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({
      target: contentVersions.tenantId,
      set: { version: sql`${contentVersions.version} + 1`, importedAt: sql`now()` },
    });
}

async function importTenant(
  tx: Tx,
  content: TenantContent,
  render: RenderMarkdown,
  issues: ContentIssue[],
  written: WrittenItems,
): Promise<TenantImportSummary> {
  const { tenantId } = content;
  const topicNames = new Map(
    [...content.courses, ...content.guides, ...content.paths].flatMap((item) => item.data.topics).map((name) => [slugify(name), name]),
  );
  const storedTopics = await tx.select({ slug: topics.slug, name: topics.name }).from(topics).where(eq(topics.tenantId, tenantId));
  for (const [slug, name] of topicNames) {
    if (storedTopics.some((topic) => topic.slug === slug && topic.name === name)) continue;
    await tx
      .insert(topics)
      .values({ tenantId, slug, name })
      .onConflictDoUpdate({ target: [topics.tenantId, topics.slug], set: { name } });
    written.others += 1;
  }

  const storedAssets = new Map(
    (
      await tx
        .select({ path: contentAssets.path, hash: contentAssets.hash })
        .from(contentAssets)
        .where(eq(contentAssets.tenantId, tenantId))
    ).map((row) => [row.path, row.hash]),
  );
  for (const asset of content.assets) {
    const hash = sha256(asset.bytes);
    if (storedAssets.get(asset.path) === hash) continue;
    const values = { tenantId, path: asset.path, mediaType: asset.mediaType, dataBase64: asset.bytes.toString('base64'), hash };
    await tx
      .insert(contentAssets)
      .values(values)
      .onConflictDoUpdate({
        target: [contentAssets.tenantId, contentAssets.path],
        set: { ...values, updatedAt: touched(contentAssets.hash, contentAssets.updatedAt, hash) },
      });
    written.others += 1;
  }

  await importLabProjects(tx, content, written);

  const storedInstructors = await storedBySlug(tx, instructors, tenantId);
  const instructorIds = new Map<string, string>();
  for (const source of content.instructors) {
    const values = {
      tenantId,
      slug: source.slug,
      name: source.data.name,
      title: source.data.title,
      photoPath: source.data.photo,
      socials: source.data.socials,
      bioHtml: await render(source.body),
      position: source.data.order,
      published: true,
      sourcePath: source.file,
    };
    const hash = itemHash(values);
    const stored = storedInstructors.get(source.slug);
    if (isUnchanged(stored, hash)) {
      instructorIds.set(source.slug, stored.id);
      continue;
    }
    const [row] = await tx
      .insert(instructors)
      .values({ ...values, contentHash: hash })
      .onConflictDoUpdate({
        target: [instructors.tenantId, instructors.slug],
        set: { ...values, contentHash: hash, updatedAt: touched(instructors.contentHash, instructors.updatedAt, hash) },
      })
      .returning({ id: instructors.id });
    instructorIds.set(source.slug, row.id);
    written.items.instructor.push(row.id);
  }

  const stored: StoredCourses = {
    courses: await storedBySlug(tx, courses, tenantId),
    modules: await storedByCourse(tx, modules, eq(modules.tenantId, tenantId)),
    lessons: await storedByCourse(tx, lessons, eq(lessons.tenantId, tenantId)),
  };
  let courseCount = 0;
  let lessonCount = 0;
  for (const course of content.courses) {
    const courseWritten = new WrittenItems();
    try {
      // A savepoint: a lesson's refused rename takes the whole course back out, as a broken file would.
      lessonCount += await tx.transaction((courseTx) =>
        importCourse(courseTx, tenantId, course, instructorIds, render, stored, courseWritten),
      );
      courseCount += 1;
      written.add(courseWritten);
    } catch (error) {
      if (!(error instanceof RenameRefused)) throw error;
      issues.push(error.issue);
    }
  }

  const storedGuides = await storedBySlug(tx, guides, tenantId);
  let guideCount = 0;
  for (const source of content.guides) {
    const known = storedGuides.get(source.slug);
    if (!known && !(await renamed(tx, guides, eq(guides.tenantId, tenantId), source, issues))) continue;
    guideCount += 1;
    const values = {
      tenantId,
      slug: source.slug,
      title: source.data.title,
      summary: source.data.summary,
      level: source.data.level,
      topics: source.data.topics,
      durationSeconds: source.data.duration,
      entitlements: source.data.entitlements,
      bodyHtml: await render(source.body),
      lab: source.data.lab ? { requirements: source.data.lab.requirements } : null,
      position: source.data.order,
      previousSlugs: source.data.previousSlugs,
      ...releaseOf(source.data),
      published: true,
      sourcePath: source.file,
    };
    const hash = itemHash(values);
    if (isUnchanged(known, hash)) continue;
    const [row] = await tx
      .insert(guides)
      .values({ ...values, contentHash: hash })
      .onConflictDoUpdate({
        target: [guides.tenantId, guides.slug],
        set: { ...values, contentHash: hash, updatedAt: touched(guides.contentHash, guides.updatedAt, hash) },
      })
      .returning({ id: guides.id });
    written.items.guide.push(row.id);
  }

  const storedPages = await storedBySlug(tx, pages, tenantId);
  for (const source of content.pages) {
    const values = {
      tenantId,
      slug: source.slug,
      title: source.data.title,
      summary: source.data.summary ?? null,
      bodyHtml: await render(source.body),
      published: true,
      sourcePath: source.file,
    };
    const hash = itemHash(values);
    if (isUnchanged(storedPages.get(source.slug), hash)) continue;
    const [row] = await tx
      .insert(pages)
      .values({ ...values, contentHash: hash })
      .onConflictDoUpdate({
        target: [pages.tenantId, pages.slug],
        set: { ...values, contentHash: hash, updatedAt: touched(pages.contentHash, pages.updatedAt, hash) },
      })
      .returning({ id: pages.id });
    written.items.page.push(row.id);
  }

  for (const [table, kind, present] of [
    [instructors, 'instructor', content.presentSlugs.instructors],
    [courses, 'course', content.presentSlugs.courses],
    [guides, 'guide', content.presentSlugs.guides],
    [pages, 'page', content.presentSlugs.pages],
  ] as const) {
    written.items[kind].push(...(await unpublishMissing(tx, table, tenantId, present)));
  }

  return {
    tenantId,
    courses: courseCount,
    lessons: lessonCount,
    guides: guideCount,
    paths: 0,
    instructors: content.instructors.length,
    pages: content.pages.length,
  };
}

/** A portal's courses, modules and lessons as stored before its import. */
interface StoredCourses {
  courses: Map<string, StoredItem>;
  modules: Map<string, StoredItem>;
  lessons: Map<string, StoredItem>;
}

async function importCourse(
  tx: Tx,
  tenantId: TenantId,
  course: TenantContent['courses'][number],
  instructorIds: Map<string, string>,
  render: RenderMarkdown,
  stored: StoredCourses,
  written: WrittenItems,
): Promise<number> {
  const values = {
    tenantId,
    slug: course.slug,
    title: course.data.title,
    summary: course.data.summary,
    descriptionHtml: await render(course.body),
    conclusionHtml: course.data.conclusion ? await render(course.data.conclusion) : null,
    level: course.data.level,
    topics: course.data.topics,
    labType: course.data.labType,
    entitlements: course.data.entitlements,
    position: course.data.order,
    previousSlugs: course.data.previousSlugs,
    ...releaseOf(course.data),
    published: true,
    sourcePath: course.file,
  };
  const courseInstructorIds = course.data.instructors.map((slug) => instructorIds.get(slug)!);
  const hash = itemHash({ ...values, instructors: courseInstructorIds });
  const known = stored.courses.get(course.slug);
  let courseId: string;
  if (isUnchanged(known, hash)) courseId = known.id;
  else {
    if (!known) await renameInPlace(tx, courses, eq(courses.tenantId, tenantId), course);
    [{ id: courseId }] = await tx
      .insert(courses)
      .values({ ...values, contentHash: hash })
      .onConflictDoUpdate({
        target: [courses.tenantId, courses.slug],
        set: { ...values, contentHash: hash, updatedAt: touched(courses.contentHash, courses.updatedAt, hash) },
      })
      .returning({ id: courses.id });
    written.items.course.push(courseId);
    await tx.delete(courseInstructors).where(eq(courseInstructors.courseId, courseId));
    await tx.insert(courseInstructors).values(courseInstructorIds.map((instructorId, position) => ({ courseId, instructorId, position })));
  }

  let position = 0;
  const moduleSlugs: string[] = [];
  const lessonSlugs: string[] = [];
  for (const [moduleIndex, module] of course.modules.entries()) {
    const moduleValues = {
      tenantId,
      courseId,
      slug: module.slug,
      title: module.data.title,
      summary: module.data.summary ?? '',
      position: moduleIndex,
      published: true,
      sourcePath: module.file,
    };
    const moduleHash = itemHash(moduleValues);
    const knownModule = stored.modules.get(storedKey(courseId, module.slug));
    let moduleId: string;
    if (isUnchanged(knownModule, moduleHash)) moduleId = knownModule.id;
    else {
      [{ id: moduleId }] = await tx
        .insert(modules)
        .values({ ...moduleValues, contentHash: moduleHash })
        .onConflictDoUpdate({
          target: [modules.courseId, modules.slug],
          set: { ...moduleValues, contentHash: moduleHash, updatedAt: touched(modules.contentHash, modules.updatedAt, moduleHash) },
        })
        .returning({ id: modules.id });
      written.others += 1;
    }
    moduleSlugs.push(module.slug);

    for (const lesson of module.lessons) {
      position += 1;
      const lessonValues = {
        tenantId,
        courseId,
        moduleId,
        slug: lesson.slug,
        title: lesson.data.title,
        summary: lesson.data.summary,
        type: lesson.data.type,
        position,
        durationSeconds: lesson.data.duration,
        entitlements: lesson.data.entitlements ?? course.data.entitlements,
        bodyHtml: await render(lesson.body),
        quiz: lesson.quiz,
        video: lesson.data.video ?? null,
        labRequirements: lesson.data.lab?.requirements ?? [],
        objectives: lesson.data.objectives ?? [],
        previousSlugs: lesson.data.previousSlugs,
        ...releaseOf(lesson.data),
        published: true,
        sourcePath: lesson.file,
      };
      lessonSlugs.push(lesson.slug);
      const lessonHash = itemHash(lessonValues);
      const knownLesson = stored.lessons.get(storedKey(courseId, lesson.slug));
      if (isUnchanged(knownLesson, lessonHash)) continue;
      if (!knownLesson) await renameInPlace(tx, lessons, eq(lessons.courseId, courseId), lesson);
      const [row] = await tx
        .insert(lessons)
        .values({ ...lessonValues, contentHash: lessonHash })
        .onConflictDoUpdate({
          target: [lessons.courseId, lessons.slug],
          set: { ...lessonValues, contentHash: lessonHash, updatedAt: touched(lessons.contentHash, lessons.updatedAt, lessonHash) },
        })
        .returning({ id: lessons.id });
      written.items.lesson.push(row.id);
    }
  }
  const gone = await tx
    .update(modules)
    .set({ published: false })
    .where(and(eq(modules.courseId, courseId), eq(modules.published, true), not(inArray(modules.slug, moduleSlugs))))
    .returning({ id: modules.id });
  written.others += gone.length;
  const goneLessons = await tx
    .update(lessons)
    .set({ published: false })
    .where(and(eq(lessons.courseId, courseId), eq(lessons.published, true), not(inArray(lessons.slug, lessonSlugs))))
    .returning({ id: lessons.id });
  written.items.lesson.push(...goneLessons.map((row) => row.id));
  return lessonSlugs.length;
}

async function importPaths(
  tx: Tx,
  content: TenantContent,
  render: RenderMarkdown,
  issues: ContentIssue[],
  written: WrittenItems,
): Promise<number> {
  const { tenantId } = content;
  const storedPaths = await storedBySlug(tx, paths, tenantId);
  let imported = 0;
  for (const source of content.paths) {
    const refs = source.data.courses.map((ref) => {
      const [tenant, slug] = ref.includes('/') ? ref.split('/') : [tenantId, ref];
      return { tenant: tenant as TenantId, slug, ref };
    });
    const found = await tx
      .select({ id: courses.id, tenantId: courses.tenantId, slug: courses.slug })
      .from(courses)
      .where(
        and(
          inArray(
            courses.slug,
            refs.map((ref) => ref.slug),
          ),
          eq(courses.published, true),
        ),
      );
    const ids = refs.map((ref) => found.find((row) => row.tenantId === ref.tenant && row.slug === ref.slug)?.id);
    const missing = refs.filter((_, index) => !ids[index]);
    if (missing.length > 0) {
      for (const ref of missing) issues.push({ file: source.file, line: 1, field: 'courses', message: `no published course "${ref.ref}"` });
      continue;
    }
    const known = storedPaths.get(source.slug);
    if (!known && !(await renamed(tx, paths, eq(paths.tenantId, tenantId), source, issues))) continue;
    imported += 1;
    const values = {
      tenantId,
      slug: source.slug,
      title: source.data.title,
      summary: source.data.summary,
      descriptionHtml: await render(source.body),
      level: source.data.level,
      topics: source.data.topics,
      position: source.data.order,
      previousSlugs: source.data.previousSlugs,
      ...releaseOf(source.data),
      published: true,
      sourcePath: source.file,
    };
    const hash = itemHash({ ...values, courses: ids });
    if (isUnchanged(known, hash)) continue;
    const [{ id: pathId }] = await tx
      .insert(paths)
      .values({ ...values, contentHash: hash })
      .onConflictDoUpdate({
        target: [paths.tenantId, paths.slug],
        set: { ...values, contentHash: hash, updatedAt: touched(paths.contentHash, paths.updatedAt, hash) },
      })
      .returning({ id: paths.id });
    written.items.path.push(pathId);
    await tx.delete(pathCourses).where(eq(pathCourses.pathId, pathId));
    await tx.insert(pathCourses).values(ids.map((courseId, position) => ({ pathId, courseId: courseId!, position })));
  }
  written.items.path.push(...(await unpublishMissing(tx, paths, tenantId, content.presentSlugs.paths)));
  return imported;
}

/** Renames the item's row in place if it was renamed; false (with the issue) when the rename is refused. */
async function renamed(
  tx: Tx,
  table: typeof guides | typeof paths,
  scope: SQL,
  source: Parameters<typeof renameInPlace>[3],
  issues: ContentIssue[],
) {
  try {
    await renameInPlace(tx, table, scope, source);
    return true;
  } catch (error) {
    if (!(error instanceof RenameRefused)) throw error;
    issues.push(error.issue);
    return false;
  }
}

type SluggedTable = typeof instructors | typeof courses | typeof guides | typeof pages | typeof paths;

/** Unpublishes the published items whose files are gone; gives their ids. */
async function unpublishMissing(tx: Tx, table: SluggedTable, tenantId: TenantId, present: Set<string>): Promise<string[]> {
  const keep = [...present];
  const rows = await tx
    .update(table)
    .set({ published: false })
    .where(and(eq(table.tenantId, tenantId), eq(table.published, true), keep.length > 0 ? not(inArray(table.slug, keep)) : undefined))
    .returning({ id: table.id });
  return rows.map((row) => row.id);
}

/** Upserts each lab's archives and deletes those whose lab no longer ships them. */
async function importLabProjects(tx: Tx, content: TenantContent, written: WrittenItems): Promise<void> {
  const { tenantId } = content;
  const stored = await tx
    .select({ course: labProjects.course, lesson: labProjects.lesson, variant: labProjects.variant, hash: labProjects.hash })
    .from(labProjects)
    .where(eq(labProjects.tenantId, tenantId));
  const storedHash = new Map(stored.map((row) => [`${row.course}/${row.lesson}/${row.variant}`, row.hash]));
  for (const project of content.labProjects) {
    const hash = sha256(project.archive);
    if (storedHash.get(`${project.course}/${project.lesson}/${project.variant}`) === hash) continue;
    const values = {
      tenantId,
      course: project.course,
      lesson: project.lesson,
      variant: project.variant,
      fileName: project.fileName,
      dataBase64: project.archive.toString('base64'),
      hash,
    };
    await tx
      .insert(labProjects)
      .values(values)
      .onConflictDoUpdate({
        target: [labProjects.tenantId, labProjects.course, labProjects.lesson, labProjects.variant],
        set: { ...values, updatedAt: touched(labProjects.hash, labProjects.updatedAt, hash) },
      });
    written.others += 1;
  }
  const kept = new Set(content.labProjects.map((project) => `${project.course}/${project.lesson}/${project.variant}`));
  // A course or guide that is present but broken keeps its last good archives, as it keeps its lessons.
  const parsedCourses = new Set(content.courses.map((course) => course.slug));
  const parsedGuides = new Set(content.guides.map((guide) => guide.slug));
  const owned = (course: string, lesson: string) =>
    course === 'guides'
      ? !content.presentSlugs.guides.has(lesson) || parsedGuides.has(lesson)
      : !content.presentSlugs.courses.has(course) || parsedCourses.has(course);
  for (const row of stored) {
    if (kept.has(`${row.course}/${row.lesson}/${row.variant}`) || !owned(row.course, row.lesson)) continue;
    await tx
      .delete(labProjects)
      .where(
        and(
          eq(labProjects.tenantId, tenantId),
          eq(labProjects.course, row.course),
          eq(labProjects.lesson, row.lesson),
          eq(labProjects.variant, row.variant),
        ),
      );
    written.others += 1;
  }
}
