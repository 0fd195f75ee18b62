import { sql } from 'drizzle-orm';
import type { InsightsFunnel, InsightsRange, InsightsSchedule } from '@academy/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { rowsOf } from '../search/rows';

interface FunnelRows {
  refreshed_at: string | null;
  recent_refreshed_at: string | null;
  learners: number | null;
  lessons: { lesson_id: string; started: number; completed: number }[] | null;
}

/**
 * Where the learners who started a course in the range stop: for each lesson of the course, in
 * reading order, how many of them started it and how many completed it (at any time since).
 */
export async function readFunnel(
  db: Database,
  snapshot: CatalogueSnapshot,
  courseId: string,
  range: InsightsRange,
  schedule: InsightsSchedule,
): Promise<InsightsFunnel> {
  const entry = snapshot.courses.find((course) => course.row.id === courseId);
  if (!entry) throw notFound('No course with that id in this portal');
  const tenantId = snapshot.tenantId;
  const [rows] = rowsOf<FunnelRows>(
    await db.execute(sql`
      select
        (select refreshed_at from insights_refreshes where tenant_id = ${tenantId}) as refreshed_at,
      (select recent_refreshed_at from insights_refreshes where tenant_id = ${tenantId}) as recent_refreshed_at,
        (select sum(started) from insights_course_days
          where tenant_id = ${tenantId} and course_id = ${courseId} and day between ${range.from}::date and ${range.to}::date) as learners,
        (select json_agg(t) from (
           select lesson_id, sum(started) as started, sum(completed) as completed
             from insights_lesson_days
            where tenant_id = ${tenantId} and course_id = ${courseId} and cohort_day between ${range.from}::date and ${range.to}::date
            group by lesson_id) t) as lessons`),
  );
  const sums = new Map((rows.lessons ?? []).map((row) => [row.lesson_id, row]));
  return {
    from: range.from,
    to: range.to,
    refreshedAt: rows.refreshed_at ? new Date(rows.refreshed_at).toISOString() : null,
    recentRefreshedAt: rows.recent_refreshed_at ? new Date(rows.recent_refreshed_at).toISOString() : null,
    ...schedule,
    course: { courseId, slug: entry.row.slug, title: entry.row.title },
    learners: Number(rows.learners ?? 0),
    lessons: entry.lessons.map((lesson) => ({
      lessonId: lesson.id,
      title: lesson.title,
      type: lesson.type,
      started: sums.get(lesson.id)?.started ?? 0,
      completed: sums.get(lesson.id)?.completed ?? 0,
    })),
  };
}
