import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { QuizForLearner, Release, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { contentVersions, courseInstructors, courses, guides, instructors, lessons, modules, pathCourses, paths } from '../../db/schema';

/** Whether visitors and learners see the row yet, as of the snapshot's load: null when they do (decision 062). */
type Released<T> = T & { release: Release | null };

export type CourseRow = Released<typeof courses.$inferSelect>;
export type ModuleRow = Omit<typeof modules.$inferSelect, 'contentHash' | 'sourcePath'>;
export type LessonRow = Released<Omit<typeof lessons.$inferSelect, 'bodyHtml' | 'quiz' | 'contentHash' | 'sourcePath'>>;
export type GuideRow = Released<Omit<typeof guides.$inferSelect, 'bodyHtml' | 'contentHash' | 'sourcePath'>>;
export type InstructorRow = typeof instructors.$inferSelect;
export type PathRow = Released<typeof paths.$inferSelect>;

export interface CourseEntry {
  row: CourseRow;
  instructorIds: string[];
  modules: { row: ModuleRow; lessons: LessonRow[] }[];
  /** Lessons in reading order across modules. */
  lessons: LessonRow[];
  duration: number;
}

/** A course a path lists; it may belong to another portal. */
export interface PathCourseEntry {
  courseId: string;
  tenantId: TenantId;
  slug: string;
  title: string;
  summary: string;
  level: CourseRow['level'];
  duration: number;
  lessonsCount: number;
  release: Release | null;
}

/** Everything a portal's catalogue shows except lesson and guide bodies, read in one go. */
export interface CatalogueSnapshot {
  tenantId: TenantId;
  version: number;
  /**
   * Which of the version's schedules this is: the next publish time it was loaded before
   * (Infinity when none), so a key made of version and epoch changes when a scheduled item appears.
   */
  epoch: number;
  courses: CourseEntry[];
  coursesBySlug: Map<string, CourseEntry>;
  instructors: InstructorRow[];
  instructorsById: Map<string, InstructorRow>;
  guides: GuideRow[];
  paths: { row: PathRow; courses: PathCourseEntry[] }[];
  /** Anonymous answers, serialised once per content version. */
  memo: Map<string, string>;
  /** Lesson bodies read so far, by lesson id. */
  bodies: Map<string, string>;
  /** Knowledge-check banks rendered, by lesson id. */
  quizzes: Map<string, Promise<RenderedBank>>;
}

/**
 * A knowledge check's whole bank rendered once per content version, in content order and without
 * its key: each attempt's view picks its questions and orders their options from it, so nothing of
 * one learner's draw is kept here.
 */
export interface RenderedBank {
  introContent: string;
  questions: Omit<QuizForLearner['questions'][number], 'questionIndex'>[];
  /** Explanation HTML by bank index ('' when the question has none). */
  explanations: string[];
}

export async function readContentVersion(db: Database, tenantId: TenantId): Promise<number> {
  const [row] = await db.select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.tenantId, tenantId));
  return row?.version ?? 0;
}

function columnsWithout<T extends Record<string, unknown>, K extends keyof T>(columns: T, dropped: K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(columns).filter(([key]) => !dropped.includes(key as K))) as Omit<T, K>;
}

/** Bodies and import bookkeeping stay in the database; lists never need them. */
const lessonColumns = columnsWithout(getTableColumns(lessons), ['bodyHtml', 'quiz', 'contentHash', 'sourcePath']);
const guideColumns = columnsWithout(getTableColumns(guides), ['bodyHtml', 'contentHash', 'sourcePath']);
const moduleColumns = columnsWithout(getTableColumns(modules), ['contentHash', 'sourcePath']);

/**
 * A portal's catalogue as its admins and authors see it (every published row, drafts and scheduled
 * items marked with their release) and as everyone else does (without them), and when the next
 * scheduled item appears (Infinity when nothing is scheduled). A portal with nothing hidden has one
 * snapshot for both, built once (decision 062).
 */
export interface Snapshots {
  everyone: CatalogueSnapshot;
  staff: CatalogueSnapshot;
  nextPublishAt: number;
}

/** Rows hidden at `now`: drafts, and scheduled rows until their time; `later` collects those times. */
function releaseOf(row: { draft: boolean; publishAt: Date | null }, now: number, later: number[]): Release | null {
  if (row.draft) return { draft: true, publishAt: row.publishAt?.toISOString() ?? null };
  if (row.publishAt === null || row.publishAt.getTime() <= now) return null;
  later.push(row.publishAt.getTime());
  return { draft: false, publishAt: row.publishAt.toISOString() };
}

const released = <T extends { draft: boolean; publishAt: Date | null }>(rows: T[], now: number, later: number[]): Released<T>[] =>
  rows.map((row) => ({ ...row, release: releaseOf(row, now, later) }));

const visible = <T extends { release: Release | null }>(rows: T[]) => rows.filter((row) => row.release === null);

interface SnapshotRows {
  courseRows: CourseRow[];
  moduleRows: ModuleRow[];
  lessonRows: LessonRow[];
  instructorRows: InstructorRow[];
  links: { courseId: string; instructorId: string }[];
  guideRows: GuideRow[];
  paths: CatalogueSnapshot['paths'];
}

export async function loadSnapshots(db: Database, tenantId: TenantId, now: number): Promise<Snapshots> {
  const version = await readContentVersion(db, tenantId);
  const [courseRows, moduleRows, lessonRows, instructorRows, links, guideRows, pathRows] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, tenantId), eq(courses.published, true)))
      .orderBy(asc(courses.position), asc(courses.title)),
    db
      .select(moduleColumns)
      .from(modules)
      .where(and(eq(modules.tenantId, tenantId), eq(modules.published, true)))
      .orderBy(asc(modules.position)),
    db
      .select(lessonColumns)
      .from(lessons)
      .where(and(eq(lessons.tenantId, tenantId), eq(lessons.published, true)))
      .orderBy(asc(lessons.position)),
    db
      .select()
      .from(instructors)
      .where(and(eq(instructors.tenantId, tenantId), eq(instructors.published, true)))
      .orderBy(asc(instructors.position), asc(instructors.name)),
    db
      .select({ courseId: courseInstructors.courseId, instructorId: courseInstructors.instructorId })
      .from(courseInstructors)
      .innerJoin(courses, eq(courses.id, courseInstructors.courseId))
      .where(eq(courses.tenantId, tenantId))
      .orderBy(asc(courseInstructors.position)),
    db
      .select(guideColumns)
      .from(guides)
      .where(and(eq(guides.tenantId, tenantId), eq(guides.published, true)))
      .orderBy(asc(guides.position), asc(guides.title)),
    db
      .select()
      .from(paths)
      .where(and(eq(paths.tenantId, tenantId), eq(paths.published, true)))
      .orderBy(asc(paths.position), asc(paths.title)),
  ]);
  const later: number[] = [];
  const rows: SnapshotRows = {
    courseRows: released(courseRows, now, later),
    moduleRows,
    lessonRows: released(lessonRows, now, later),
    instructorRows,
    links,
    guideRows: released(guideRows, now, later),
    paths: await loadPaths(db, released(pathRows, now, later), now, later),
  };
  const nextPublishAt = Math.min(Infinity, ...later);
  const staff = buildSnapshot(tenantId, version, nextPublishAt, rows);
  const hidden =
    rows.courseRows.some((row) => row.release) ||
    rows.lessonRows.some((row) => row.release) ||
    rows.guideRows.some((row) => row.release) ||
    rows.paths.some((path) => path.row.release || path.courses.some((course) => course.release));
  if (!hidden) return { everyone: staff, staff, nextPublishAt };
  const everyone = buildSnapshot(tenantId, version, nextPublishAt, {
    ...rows,
    courseRows: visible(rows.courseRows),
    lessonRows: visible(rows.lessonRows),
    guideRows: visible(rows.guideRows),
    paths: rows.paths.filter((path) => !path.row.release).map((path) => ({ ...path, courses: visible(path.courses) })),
  });
  return { everyone, staff, nextPublishAt };
}

function buildSnapshot(tenantId: TenantId, version: number, epoch: number, rows: SnapshotRows): CatalogueSnapshot {
  const { courseRows, moduleRows, lessonRows, instructorRows, links, guideRows } = rows;
  const instructorsById = new Map(instructorRows.map((row) => [row.id, row]));
  const courseEntries: CourseEntry[] = courseRows.map((row) => {
    const courseModules = moduleRows
      .filter((module) => module.courseId === row.id)
      .map((module) => ({ row: module, lessons: lessonRows.filter((lesson) => lesson.moduleId === module.id) }));
    const courseLessons = courseModules.flatMap((module) => module.lessons);
    return {
      row,
      instructorIds: links
        .filter((link) => link.courseId === row.id && instructorsById.has(link.instructorId))
        .map((link) => link.instructorId),
      modules: courseModules,
      lessons: courseLessons,
      duration: courseLessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0),
    };
  });

  return {
    tenantId,
    version,
    epoch,
    courses: courseEntries,
    coursesBySlug: new Map(courseEntries.map((entry) => [entry.row.slug, entry])),
    instructors: instructorRows,
    instructorsById,
    guides: guideRows,
    paths: rows.paths,
    memo: new Map(),
    bodies: new Map(),
    quizzes: new Map(),
  };
}

/**
 * The courses each path lists, which may belong to another portal: with their own release, and
 * lengths counting the lessons visitors see at `now`; a lesson scheduled later adds its time to `later`.
 */
async function loadPaths(db: Database, pathRows: PathRow[], now: number, later: number[]): Promise<CatalogueSnapshot['paths']> {
  if (pathRows.length === 0) return [];
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const shownLesson = sql`${lessons.courseId} = ${courses.id} and ${lessons.published} and not ${lessons.draft}`;
  const rows = await db
    .select({
      pathId: pathCourses.pathId,
      courseId: courses.id,
      tenantId: courses.tenantId,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      level: courses.level,
      draft: courses.draft,
      publishAt: courses.publishAt,
      duration: sql<number>`coalesce((select sum(${lessons.durationSeconds}) from ${lessons} where ${shownLesson} and coalesce(${lessons.publishAt} <= ${at}, true)), 0)::int`,
      lessonsCount: sql<number>`(select count(*) from ${lessons} where ${shownLesson} and coalesce(${lessons.publishAt} <= ${at}, true))::int`,
      nextLessonAt: sql<
        number | null
      >`(select extract(epoch from min(${lessons.publishAt})) * 1000 from ${lessons} where ${shownLesson} and ${lessons.publishAt} > ${at})::float8`,
    })
    .from(pathCourses)
    .innerJoin(courses, eq(courses.id, pathCourses.courseId))
    .where(
      and(
        inArray(
          pathCourses.pathId,
          pathRows.map((row) => row.id),
        ),
        eq(courses.published, true),
      ),
    )
    .orderBy(asc(pathCourses.position));
  for (const row of rows) if (row.nextLessonAt !== null) later.push(Number(row.nextLessonAt));
  return pathRows.map((row) => ({
    row,
    courses: rows
      .filter((course) => course.pathId === row.id)
      .map(({ pathId: _pathId, draft, publishAt, nextLessonAt: _next, ...course }) => ({
        ...course,
        tenantId: course.tenantId as TenantId,
        release: releaseOf({ draft, publishAt }, now, later),
      })),
  }));
}
