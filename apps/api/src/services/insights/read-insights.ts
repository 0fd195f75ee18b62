import { sql } from 'drizzle-orm';
import { addDays, daysInRange, type Insights, type InsightsRange, type InsightsSchedule } from '@academy/shared';
import type { Database } from '../../db/client';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { rowsOf } from '../search/rows';
import { itemTitles } from './item-titles';

interface AggregateRows {
  refreshed_at: string | null;
  recent_refreshed_at: string | null;
  activity_days: { day: string; active: number }[] | null;
  course_days: { day: string; started: number; completed: number }[] | null;
  weeks: { week: string; active: number }[] | null;
  courses: { course_id: string; started: number; started_completed: number; completed: number }[] | null;
  questions: { lesson_id: string; question_index: number; answered: number; correct: number }[] | null;
  rating_days: { day: string; ratings: number; rating_sum: number }[] | null;
  favorites: { likeable_type: Insights['favorites'][number]['likeableType']; likeable_id: string; in_range: number; now: number }[] | null;
  question_texts: Record<string, string[]> | null;
}

/** Every sum of the screen over the range, one round trip: each part is a small scan of one aggregate table. */
function aggregatesStatement(tenantId: string, { from, to }: InsightsRange) {
  const inRange = sql`day between ${from}::date and ${to}::date`;
  return sql`
    select
      (select refreshed_at from insights_refreshes where tenant_id = ${tenantId}) as refreshed_at,
      (select recent_refreshed_at from insights_refreshes where tenant_id = ${tenantId}) as recent_refreshed_at,
      (select json_agg(json_build_object('day', day, 'active', active_learners))
         from insights_activity_days where tenant_id = ${tenantId} and ${inRange}) as activity_days,
      (select json_agg(t) from (
         select day, sum(started) as started, sum(completed) as completed
           from insights_course_days where tenant_id = ${tenantId} and ${inRange} group by day) t) as course_days,
      (select json_agg(json_build_object('week', week, 'active', active_learners))
         from insights_activity_weeks
        where tenant_id = ${tenantId} and week between date_trunc('week', ${from}::timestamp)::date and ${to}::date) as weeks,
      (select json_agg(t) from (
         select course_id, sum(started) as started, sum(started_completed) as started_completed, sum(completed) as completed
           from insights_course_days where tenant_id = ${tenantId} and ${inRange} group by course_id) t) as courses,
      (select json_agg(t) from (
         select lesson_id, question_index, sum(answered) as answered, sum(correct) as correct
           from insights_question_days where tenant_id = ${tenantId} and ${inRange} group by lesson_id, question_index) t) as questions,
      (select json_agg(t) from (
         select day, sum(ratings) as ratings, sum(rating_sum) as rating_sum
           from insights_rating_days where tenant_id = ${tenantId} and ${inRange} group by day) t) as rating_days,
      (select json_agg(t) from (
         select i.likeable_type, i.likeable_id, coalesce(d.in_range, 0) as in_range, i.saved as now
           from insights_favorite_items i
           left join (
             select likeable_type, likeable_id, sum(saved) as in_range
               from insights_favorite_days where tenant_id = ${tenantId} and ${inRange} group by likeable_type, likeable_id
           ) d on d.likeable_type = i.likeable_type and d.likeable_id = i.likeable_id
          where i.tenant_id = ${tenantId}) t) as favorites,
      (select json_object_agg(id, (select json_agg(question->>'question' order by position) from jsonb_array_elements(quiz->'questions') with ordinality as q(question, position)))
         from lessons where tenant_id = ${tenantId} and published and quiz is not null) as question_texts`;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const mean = (sum: number, count: number) => (count === 0 ? null : Math.round((sum / count) * 100) / 100);

/** Every day of the range, in order (days without any row count as zero). */
function rangeDays({ from, to }: InsightsRange): string[] {
  return Array.from({ length: daysInRange(from, to) }, (_, index) => addDays(from, index));
}

/** The Monday of every ISO week the range touches, in order. */
function rangeWeeks({ from, to }: InsightsRange): string[] {
  const weekday = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weeks: string[] = [];
  for (let monday = addDays(from, -weekday); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** The insights screen for one range: sums of the portal's aggregates, named from the catalogue (published items only). */
export async function readInsights(
  db: Database,
  snapshot: CatalogueSnapshot,
  range: InsightsRange,
  schedule: InsightsSchedule,
): Promise<Insights> {
  const [rows] = rowsOf<AggregateRows>(await db.execute(aggregatesStatement(snapshot.tenantId, range)));
  const titles = itemTitles(snapshot);
  const byDay = <T extends { day: string }>(list: T[] | null) => new Map((list ?? []).map((row) => [row.day, row]));

  const active = byDay(rows.activity_days);
  const courseDays = byDay(rows.course_days);
  const ratingDays = byDay(rows.rating_days);
  const weeks = new Map((rows.weeks ?? []).map((row) => [row.week, row.active]));
  const days = rangeDays(range);

  // Every published course, in catalogue order: a course nobody started is worth seeing too.
  const courseSums = new Map((rows.courses ?? []).map((row) => [row.course_id, row]));
  const courses = snapshot.courses.map(({ row: course }) => {
    const sums = courseSums.get(course.id) ?? { started: 0, started_completed: 0, completed: 0 };
    return {
      courseId: course.id,
      slug: course.slug,
      title: course.title,
      started: sums.started,
      startedCompleted: sums.started_completed,
      completed: sums.completed,
      completionRate: ratio(sums.started_completed, sums.started),
    };
  });

  const questions = (rows.questions ?? [])
    .filter((row) => titles.lessons.has(row.lesson_id))
    .map((row) => {
      const lesson = titles.lessons.get(row.lesson_id)!;
      return {
        lessonId: row.lesson_id,
        lessonTitle: lesson.title,
        courseTitle: lesson.courseTitle,
        questionIndex: row.question_index,
        question:
          rows.question_texts?.[row.lesson_id]?.[row.question_index] ?? `Question ${row.question_index + 1} (no longer in the check)`,
        answered: row.answered,
        correct: row.correct,
        passRate: ratio(row.correct, row.answered),
      };
    })
    .sort((a, b) => (a.passRate ?? 1) - (b.passRate ?? 1) || b.answered - a.answered || a.questionIndex - b.questionIndex);

  const favorites = (rows.favorites ?? [])
    .filter((row) => titles.items.has(`${row.likeable_type}:${row.likeable_id}`))
    .map((row) => ({
      likeableType: row.likeable_type,
      itemId: row.likeable_id,
      title: titles.items.get(`${row.likeable_type}:${row.likeable_id}`)!,
      savedInRange: row.in_range,
      savedNow: row.now,
    }))
    .sort((a, b) => b.savedInRange - a.savedInRange || b.savedNow - a.savedNow || a.title.localeCompare(b.title));

  const ratingTotal = (rows.rating_days ?? []).reduce(
    (sum, row) => ({ ratings: sum.ratings + row.ratings, points: sum.points + row.rating_sum }),
    { ratings: 0, points: 0 },
  );
  return {
    from: range.from,
    to: range.to,
    refreshedAt: rows.refreshed_at ? new Date(rows.refreshed_at).toISOString() : null,
    recentRefreshedAt: rows.recent_refreshed_at ? new Date(rows.recent_refreshed_at).toISOString() : null,
    ...schedule,
    totals: {
      coursesStarted: courses.reduce((sum, course) => sum + course.started, 0),
      coursesCompleted: courses.reduce((sum, course) => sum + course.completed, 0),
      ratings: ratingTotal.ratings,
      averageRating: mean(ratingTotal.points, ratingTotal.ratings),
      favoritesSaved: favorites.reduce((sum, item) => sum + item.savedInRange, 0),
    },
    activityDays: days.map((day) => ({
      day,
      activeLearners: active.get(day)?.active ?? 0,
      coursesStarted: courseDays.get(day)?.started ?? 0,
      coursesCompleted: courseDays.get(day)?.completed ?? 0,
    })),
    activityWeeks: rangeWeeks(range).map((week) => ({ week, activeLearners: weeks.get(week) ?? 0 })),
    courses,
    questions,
    ratingDays: days.map((day) => {
      const row = ratingDays.get(day);
      return { day, ratings: row?.ratings ?? 0, averageRating: row ? mean(row.rating_sum, row.ratings) : null };
    }),
    favorites,
  };
}
