import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { QuizForLearner, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { contentVersions, courseInstructors, courses, guides, instructors, lessons, modules, pathCourses, paths } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type ModuleRow = Omit<typeof modules.$inferSelect, 'contentHash' | 'sourcePath'>;
export type LessonRow = Omit<typeof lessons.$inferSelect, 'bodyHtml' | 'quiz' | 'contentHash' | 'sourcePath'>;
export type GuideRow = Omit<typeof guides.$inferSelect, 'bodyHtml' | 'contentHash' | 'sourcePath'>;
export type InstructorRow = typeof instructors.$inferSelect;
export type PathRow = typeof paths.$inferSelect;

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
}

/** Everything a portal's catalogue shows except lesson and guide bodies, read in one go. */
export interface CatalogueSnapshot {
  tenantId: TenantId;
  version: number;
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
  /** Knowledge checks rendered, by lesson id. */
  quizzes: Map<string, Promise<RenderedQuiz>>;
}

/** A knowledge check rendered once per content version: the learner's view (no key) and the explanations held back for results. */
export interface RenderedQuiz {
  view: Omit<QuizForLearner, 'lastAttempt' | 'attempts'>;
  /** Explanation HTML by question index ('' when the question has none). */
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

export async function loadSnapshot(db: Database, tenantId: TenantId): Promise<CatalogueSnapshot> {
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
    courses: courseEntries,
    coursesBySlug: new Map(courseEntries.map((entry) => [entry.row.slug, entry])),
    instructors: instructorRows,
    instructorsById,
    guides: guideRows,
    paths: await loadPaths(db, pathRows),
    memo: new Map(),
    bodies: new Map(),
    quizzes: new Map(),
  };
}

async function loadPaths(db: Database, pathRows: PathRow[]): Promise<CatalogueSnapshot['paths']> {
  if (pathRows.length === 0) return [];
  const rows = await db
    .select({
      pathId: pathCourses.pathId,
      courseId: courses.id,
      tenantId: courses.tenantId,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      level: courses.level,
      duration: sql<number>`coalesce((select sum(${lessons.durationSeconds}) from ${lessons} where ${lessons.courseId} = ${courses.id} and ${lessons.published}), 0)::int`,
      lessonsCount: sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courses.id} and ${lessons.published})::int`,
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
  return pathRows.map((row) => ({
    row,
    courses: rows
      .filter((course) => course.pathId === row.id)
      .map(({ pathId: _pathId, ...course }) => ({ ...course, tenantId: course.tenantId as TenantId })),
  }));
}
