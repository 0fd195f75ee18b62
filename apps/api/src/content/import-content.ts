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
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Keeps updated_at when the source file did not change, so a repeated import changes nothing. */
const touched = (hashColumn: PgColumn, updatedColumn: PgColumn, hash: string): SQL =>
  sql`case when ${hashColumn} = ${hash} then ${updatedColumn} else now() end`;

/** Front matter's `draft` and `publishAt` as stored: who sees the item, and from when (decision 062). */
const releaseOf = (data: { draft: boolean; publishAt?: string }) => ({
  draft: data.draft,
  publishAt: data.publishAt === undefined ? null : new Date(data.publishAt),
});

/**
 * Upserts every valid item by slug (after renaming in place the row it names as a previous slug),
 * one transaction per portal, and unpublishes the items whose files are gone. Paths come last because they may point at another portal's courses; the search
 * index is rebuilt with them.
 */
export async function importContent(db: Database, parsed: ParsedBundle, render: RenderMarkdown): Promise<ImportResult> {
  const issues = [...parsed.issues];
  const summaries: TenantImportSummary[] = [];
  for (const content of parsed.tenants) {
    summaries.push(await db.transaction((tx) => importTenant(tx, content, render, issues)));
  }
  for (const content of parsed.tenants) {
    const summary = summaries.find((item) => item.tenantId === content.tenantId)!;
    summary.paths = await db.transaction(async (tx) => {
      const count = await importPaths(tx, content, render, issues);
      await rebuildSearchIndex(tx, content.tenantId);
      return count;
    });
  }
  return { tenants: summaries, issues };
}

async function importTenant(tx: Tx, content: TenantContent, render: RenderMarkdown, issues: ContentIssue[]): Promise<TenantImportSummary> {
  const { tenantId } = content;
  const topicNames = new Set([...content.courses, ...content.guides, ...content.paths].flatMap((item) => item.data.topics));
  for (const name of topicNames) {
    await tx
      .insert(topics)
      .values({ tenantId, slug: slugify(name), name })
      .onConflictDoUpdate({ target: [topics.tenantId, topics.slug], set: { name } });
  }

  for (const asset of content.assets) {
    const dataBase64 = asset.bytes.toString('base64');
    const hash = createHash('sha256').update(asset.bytes).digest('hex');
    const values = { tenantId, path: asset.path, mediaType: asset.mediaType, dataBase64, hash };
    await tx
      .insert(contentAssets)
      .values(values)
      .onConflictDoUpdate({
        target: [contentAssets.tenantId, contentAssets.path],
        set: { ...values, updatedAt: touched(contentAssets.hash, contentAssets.updatedAt, hash) },
      });
  }

  await importLabProjects(tx, content);

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
      contentHash: source.hash,
    };
    const [row] = await tx
      .insert(instructors)
      .values(values)
      .onConflictDoUpdate({
        target: [instructors.tenantId, instructors.slug],
        set: { ...values, updatedAt: touched(instructors.contentHash, instructors.updatedAt, source.hash) },
      })
      .returning({ id: instructors.id });
    instructorIds.set(source.slug, row.id);
  }

  let courseCount = 0;
  let lessonCount = 0;
  for (const course of content.courses) {
    try {
      // A savepoint: a lesson's refused rename takes the whole course back out, as a broken file would.
      lessonCount += await tx.transaction((courseTx) => importCourse(courseTx, tenantId, course, instructorIds, render));
      courseCount += 1;
    } catch (error) {
      if (!(error instanceof RenameRefused)) throw error;
      issues.push(error.issue);
    }
  }

  let guideCount = 0;
  for (const source of content.guides) {
    if (!(await renamed(tx, guides, eq(guides.tenantId, tenantId), source, issues))) continue;
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
      contentHash: source.hash,
    };
    await tx
      .insert(guides)
      .values(values)
      .onConflictDoUpdate({
        target: [guides.tenantId, guides.slug],
        set: { ...values, updatedAt: touched(guides.contentHash, guides.updatedAt, source.hash) },
      });
  }

  for (const source of content.pages) {
    const values = {
      tenantId,
      slug: source.slug,
      title: source.data.title,
      summary: source.data.summary ?? null,
      bodyHtml: await render(source.body),
      published: true,
      sourcePath: source.file,
      contentHash: source.hash,
    };
    await tx
      .insert(pages)
      .values(values)
      .onConflictDoUpdate({
        target: [pages.tenantId, pages.slug],
        set: { ...values, updatedAt: touched(pages.contentHash, pages.updatedAt, source.hash) },
      });
  }

  for (const [table, present] of [
    [instructors, content.presentSlugs.instructors],
    [courses, content.presentSlugs.courses],
    [guides, content.presentSlugs.guides],
    [pages, content.presentSlugs.pages],
  ] as const) {
    await unpublishMissing(tx, table, tenantId, present);
  }

  await tx
    .insert(contentVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({
      target: contentVersions.tenantId,
      set: { version: sql`${contentVersions.version} + 1`, importedAt: sql`now()` },
    });

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

async function importCourse(
  tx: Tx,
  tenantId: TenantId,
  course: TenantContent['courses'][number],
  instructorIds: Map<string, string>,
  render: RenderMarkdown,
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
    contentHash: course.hash,
  };
  await renameInPlace(tx, courses, eq(courses.tenantId, tenantId), course);
  const [{ id: courseId }] = await tx
    .insert(courses)
    .values(values)
    .onConflictDoUpdate({
      target: [courses.tenantId, courses.slug],
      set: { ...values, updatedAt: touched(courses.contentHash, courses.updatedAt, course.hash) },
    })
    .returning({ id: courses.id });

  await tx.delete(courseInstructors).where(eq(courseInstructors.courseId, courseId));
  await tx.insert(courseInstructors).values(
    course.data.instructors.map((slug, position) => ({ courseId, instructorId: instructorIds.get(slug)!, position })),
  );

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
      contentHash: module.hash,
    };
    const [{ id: moduleId }] = await tx
      .insert(modules)
      .values(moduleValues)
      .onConflictDoUpdate({
        target: [modules.courseId, modules.slug],
        set: { ...moduleValues, updatedAt: touched(modules.contentHash, modules.updatedAt, module.hash) },
      })
      .returning({ id: modules.id });
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
        contentHash: lesson.hash,
      };
      await renameInPlace(tx, lessons, eq(lessons.courseId, courseId), lesson);
      await tx
        .insert(lessons)
        .values(lessonValues)
        .onConflictDoUpdate({
          target: [lessons.courseId, lessons.slug],
          set: { ...lessonValues, updatedAt: touched(lessons.contentHash, lessons.updatedAt, lesson.hash) },
        });
      lessonSlugs.push(lesson.slug);
    }
  }
  await tx
    .update(modules)
    .set({ published: false })
    .where(and(eq(modules.courseId, courseId), not(inArray(modules.slug, moduleSlugs))));
  await tx
    .update(lessons)
    .set({ published: false })
    .where(and(eq(lessons.courseId, courseId), not(inArray(lessons.slug, lessonSlugs))));
  return lessonSlugs.length;
}

async function importPaths(tx: Tx, content: TenantContent, render: RenderMarkdown, issues: ContentIssue[]): Promise<number> {
  const { tenantId } = content;
  let imported = 0;
  for (const source of content.paths) {
    const refs = source.data.courses.map((ref) => {
      const [tenant, slug] = ref.includes('/') ? ref.split('/') : [tenantId, ref];
      return { tenant: tenant as TenantId, slug, ref };
    });
    const found = await tx
      .select({ id: courses.id, tenantId: courses.tenantId, slug: courses.slug })
      .from(courses)
      .where(and(inArray(courses.slug, refs.map((ref) => ref.slug)), eq(courses.published, true)));
    const ids = refs.map((ref) => found.find((row) => row.tenantId === ref.tenant && row.slug === ref.slug)?.id);
    const missing = refs.filter((_, index) => !ids[index]);
    if (missing.length > 0) {
      for (const ref of missing) issues.push({ file: source.file, line: 1, field: 'courses', message: `no published course "${ref.ref}"` });
      continue;
    }
    if (!(await renamed(tx, paths, eq(paths.tenantId, tenantId), source, issues))) continue;
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
      contentHash: source.hash,
    };
    const [{ id: pathId }] = await tx
      .insert(paths)
      .values(values)
      .onConflictDoUpdate({
        target: [paths.tenantId, paths.slug],
        set: { ...values, updatedAt: touched(paths.contentHash, paths.updatedAt, source.hash) },
      })
      .returning({ id: paths.id });
    await tx.delete(pathCourses).where(eq(pathCourses.pathId, pathId));
    await tx.insert(pathCourses).values(ids.map((courseId, position) => ({ pathId, courseId: courseId!, position })));
    imported += 1;
  }
  await unpublishMissing(tx, paths, tenantId, content.presentSlugs.paths);
  return imported;
}

/** Renames the item's row in place if it was renamed; false (with the issue) when the rename is refused. */
async function renamed(tx: Tx, table: typeof guides | typeof paths, scope: SQL, source: Parameters<typeof renameInPlace>[3], issues: ContentIssue[]) {
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

async function unpublishMissing(tx: Tx, table: SluggedTable, tenantId: TenantId, present: Set<string>): Promise<void> {
  const keep = [...present];
  await tx
    .update(table)
    .set({ published: false })
    .where(and(eq(table.tenantId, tenantId), keep.length > 0 ? not(inArray(table.slug, keep)) : undefined));
}

/** Upserts each lab's archives and deletes those whose lab no longer ships them. */
async function importLabProjects(tx: Tx, content: TenantContent): Promise<void> {
  const { tenantId } = content;
  for (const project of content.labProjects) {
    const hash = createHash('sha256').update(project.archive).digest('hex');
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
  }
  const kept = new Set(content.labProjects.map((project) => `${project.course}/${project.lesson}/${project.variant}`));
  // A course or guide that is present but broken keeps its last good archives, as it keeps its lessons.
  const parsedCourses = new Set(content.courses.map((course) => course.slug));
  const parsedGuides = new Set(content.guides.map((guide) => guide.slug));
  const owned = (course: string, lesson: string) =>
    course === 'guides'
      ? !content.presentSlugs.guides.has(lesson) || parsedGuides.has(lesson)
      : !content.presentSlugs.courses.has(course) || parsedCourses.has(course);
  const stored = await tx
    .select({ course: labProjects.course, lesson: labProjects.lesson, variant: labProjects.variant })
    .from(labProjects)
    .where(eq(labProjects.tenantId, tenantId));
  for (const row of stored) {
    if (kept.has(`${row.course}/${row.lesson}/${row.variant}`) || !owned(row.course, row.lesson)) continue;
    await tx
      .delete(labProjects)
      .where(and(eq(labProjects.tenantId, tenantId), eq(labProjects.course, row.course), eq(labProjects.lesson, row.lesson), eq(labProjects.variant, row.variant)));
  }
}
