import { sql, type SQL } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { rowsOf } from '../search/rows';

/** Arbitrary constant shared by every replica: one refresh of a portal at a time (the second key is the portal). */
const REFRESH_LOCK_KEY = 7_310_024;

/** The first UTC day a recent refresh recomputes: yesterday, so the minutes around midnight are not lost. */
const SINCE_DAY = sql`((now() at time zone 'UTC')::date - 1)`;
const SINCE = sql`(${SINCE_DAY}::timestamp at time zone 'UTC')`;
/** The Monday of that day's ISO week: its active learners are counted over the whole week. */
const SINCE_WEEK = sql`date_trunc('week', ${SINCE_DAY}::timestamp)::date`;

/** Which rows one refresh recomputes: all of them, or the days since yesterday (decision 063). */
type Scope = 'all' | 'recent';

/** The rows a refresh replaces, per table; `insights_favorite_items` is "saved now", always replaced whole. */
function deleteStatements(tenantId: TenantId, scope: Scope) {
  const tables: [string, SQL | null][] = [
    ['insights_activity_days', sql`day >= ${SINCE_DAY}`],
    ['insights_activity_weeks', sql`week >= ${SINCE_WEEK}`],
    ['insights_course_days', sql`day >= ${SINCE_DAY}`],
    ['insights_lesson_days', sql`cohort_day >= ${SINCE_DAY}`],
    ['insights_question_days', sql`day >= ${SINCE_DAY}`],
    ['insights_rating_days', sql`day >= ${SINCE_DAY}`],
    ['insights_favorite_days', sql`day >= ${SINCE_DAY}`],
    ['insights_favorite_items', null],
  ];
  return tables.map(
    ([table, recentRows]) =>
      sql`delete from ${sql.identifier(table)} where tenant_id = ${tenantId}${scope === 'recent' && recentRows ? sql` and ${recentRows}` : sql``}`,
  );
}

/**
 * Every aggregate of one portal in one statement, from the rows the product stores. Days are UTC.
 * - A learner is active on a day when they started or completed a lesson or guide, answered a
 *   knowledge check, saved a favourite or sent feedback signed in that day.
 * - A learner's enrolment in a course starts with their first lesson of it and is complete when every
 *   published lesson of the course is (the course's progress rule), at the last of those completions.
 * - The funnel counts, per lesson, the learners of each start-day cohort who started and completed it.
 * - Ratings are the survey's stars, the portal's site rating (decision 060), never a course's.
 * A recent refresh computes only the rows of the days since yesterday (and of their ISO weeks), from
 * the rows recorded since then; enrolments are those of the learners and courses with a lesson started
 * or completed since then, over their whole history. What it leaves (the completion of earlier
 * starts, favourites removed since) waits for the next full refresh.
 */
function aggregateStatement(tenantId: TenantId, scope: Scope) {
  const recent = scope === 'recent';
  const since = (column: SQL) => (recent ? sql` and ${column} >= ${SINCE}` : sql``);
  const sinceWeek = (column: SQL) => (recent ? sql` and ${column} >= (${SINCE_WEEK}::timestamp at time zone 'UTC')` : sql``);
  const fromDay = (column: SQL) => (recent ? sql` where ${column} >= ${SINCE_DAY}` : sql``);
  // Only the learners and courses whose enrolment can have started or completed since yesterday.
  const touched = recent
    ? sql` and (p.user_id, l.course_id) in (
        select p.user_id, l.course_id
          from learner_progress p join lessons l on l.id = p.item_id and l.tenant_id = p.tenant_id and l.published
         where p.tenant_id = ${tenantId} and p.item_type = 'lesson' and (p.started_at >= ${SINCE} or p.completed_at >= ${SINCE}))`
    : sql``;
  return sql`
    with lesson_progress as materialized (
      select p.user_id, l.course_id, p.item_id as lesson_id, p.started_at, p.completed_at
        from learner_progress p
        join lessons l on l.id = p.item_id and l.tenant_id = p.tenant_id and l.published
       where p.tenant_id = ${tenantId} and p.item_type = 'lesson'${touched}
    ),
    lesson_counts as (
      select course_id, count(*)::int as lessons from lessons where tenant_id = ${tenantId} and published group by course_id
    ),
    enrolments as materialized (
      select lp.user_id, lp.course_id, min(lp.started_at) as started_at,
             case when count(lp.completed_at) = min(c.lessons) then max(lp.completed_at) end as completed_at
        from lesson_progress lp join lesson_counts c on c.course_id = lp.course_id
       group by lp.user_id, lp.course_id
    ),
    events as (
      select user_id, started_at as happened_at from learner_progress where tenant_id = ${tenantId}${sinceWeek(sql`started_at`)}
      union all
      select user_id, completed_at from learner_progress where tenant_id = ${tenantId} and completed_at is not null${sinceWeek(sql`completed_at`)}
      union all
      select user_id, created_at from quiz_attempts where tenant_id = ${tenantId}${sinceWeek(sql`created_at`)}
      union all
      select user_id, created_at from favorites where tenant_id = ${tenantId}${sinceWeek(sql`created_at`)}
      union all
      select user_id, created_at from feedback where tenant_id = ${tenantId} and user_id is not null${sinceWeek(sql`created_at`)}
    ),
    active as materialized (
      select distinct user_id, (happened_at at time zone 'UTC')::date as day from events
    ),
    activity_days as (
      insert into insights_activity_days (tenant_id, day, active_learners)
      select ${tenantId}, day, count(*)::int from active${fromDay(sql`day`)} group by day
    ),
    activity_weeks as (
      insert into insights_activity_weeks (tenant_id, week, active_learners)
      select ${tenantId}, date_trunc('week', day::timestamp)::date as week, count(distinct user_id)::int from active group by 2
    ),
    course_days as (
      insert into insights_course_days (tenant_id, course_id, day, started, started_completed, completed)
      select ${tenantId}, course_id, day, sum(started)::int, sum(started_completed)::int, sum(completed)::int
        from (
          select course_id, (started_at at time zone 'UTC')::date as day, 1 as started, (completed_at is not null)::int as started_completed, 0 as completed
            from enrolments where true${since(sql`started_at`)}
          union all
          select course_id, (completed_at at time zone 'UTC')::date, 0, 0, 1 from enrolments where completed_at is not null${since(sql`completed_at`)}
        ) as course_events
       group by course_id, day
    ),
    lesson_days as (
      insert into insights_lesson_days (tenant_id, course_id, cohort_day, lesson_id, started, completed)
      select ${tenantId}, lp.course_id, (e.started_at at time zone 'UTC')::date, lp.lesson_id, count(*)::int, count(lp.completed_at)::int
        from lesson_progress lp join enrolments e on e.user_id = lp.user_id and e.course_id = lp.course_id
       where true${since(sql`e.started_at`)}
       group by lp.course_id, 3, lp.lesson_id
    ),
    question_days as (
      insert into insights_question_days (tenant_id, day, lesson_id, question_index, answered, correct)
      select ${tenantId}, (a.created_at at time zone 'UTC')::date, a.lesson_id, q.question_index, count(*)::int, (count(*) filter (where q.correct))::int
        from quiz_attempts a cross join lateral unnest(a.asked, a.correct) as q(question_index, correct)
       where a.tenant_id = ${tenantId} and a.asked is not null${since(sql`a.created_at`)}
       group by 2, 3, 4
    ),
    rating_days as (
      insert into insights_rating_days (tenant_id, day, ratings, rating_sum)
      select ${tenantId}, (created_at at time zone 'UTC')::date, count(*)::int, sum(rating)::int
        from feedback
       where tenant_id = ${tenantId} and schema = 'tenant-survey-v1' and rating is not null${since(sql`created_at`)}
       group by 2
    ),
    favorite_days as (
      insert into insights_favorite_days (tenant_id, day, likeable_type, likeable_id, saved)
      select ${tenantId}, (created_at at time zone 'UTC')::date, likeable_type, likeable_id, count(*)::int
        from favorites
       where tenant_id = ${tenantId}${since(sql`created_at`)}
       group by 2, 3, 4
    ),
    favorite_items as (
      insert into insights_favorite_items (tenant_id, likeable_type, likeable_id, saved)
      select ${tenantId}, likeable_type, likeable_id, count(*)::int
        from favorites
       where tenant_id = ${tenantId}
       group by 2, 3
    )
    select 1`;
}

export interface RefreshOutcome {
  refreshedAt: Date;
  /** False when the aggregates were kept: fresh enough, or recomputed by a refresh that began after this one was asked for. */
  refreshed: boolean;
}

/**
 * Recomputes one portal's aggregates in one transaction: all of them (`scope` all, the schedule of
 * `INSIGHTS_REFRESH_MINUTES` and Refresh now), or the days since yesterday (`scope` recent, every
 * `INSIGHTS_RECENT_REFRESH_SECONDS`, decision 063). Readers keep seeing the previous ones until it
 * commits. Refreshes of a portal take turns (an advisory lock); one that waited finds the work done
 * when a refresh covering it began after it was asked for (`now()` is when its transaction began),
 * and the schedules also keep aggregates younger than `minAgeMs`. A recent refresh waits for the
 * portal's first full one. Times are the database's.
 */
export async function refreshInsights(
  db: Database,
  tenantId: TenantId,
  { minAgeMs, scope = 'all' }: { minAgeMs: number; scope?: Scope },
): Promise<RefreshOutcome> {
  // A full refresh also makes the recent days current, so it counts for both.
  const column = sql.identifier(scope === 'all' ? 'refreshed_at' : 'recent_refreshed_at');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_KEY}, hashtext(${tenantId}))`);
    const [previous] = rowsOf<{ at: Date | string; age_ms: number; newer: boolean }>(
      await tx.execute(sql`
        select ${column} as at, extract(epoch from now() - ${column}) * 1000 as age_ms, ${column} >= now() as newer
          from insights_refreshes where tenant_id = ${tenantId}`),
    );
    if (scope === 'recent' && !previous) return { refreshedAt: new Date(0), refreshed: false };
    if (previous && (previous.newer || Number(previous.age_ms) < minAgeMs)) return { refreshedAt: new Date(previous.at), refreshed: false };
    const started = performance.now();
    for (const statement of deleteStatements(tenantId, scope)) await tx.execute(statement);
    await tx.execute(aggregateStatement(tenantId, scope));
    if (scope === 'recent') {
      const [saved] = rowsOf<{ at: Date | string }>(
        await tx.execute(
          sql`update insights_refreshes set recent_refreshed_at = now() where tenant_id = ${tenantId} returning recent_refreshed_at as at`,
        ),
      );
      return { refreshedAt: new Date(saved.at), refreshed: true };
    }
    const durationMs = Math.round(performance.now() - started);
    const [saved] = rowsOf<{ refreshed_at: Date | string }>(
      await tx.execute(sql`
        insert into insights_refreshes (tenant_id, refreshed_at, recent_refreshed_at, duration_ms) values (${tenantId}, now(), now(), ${durationMs})
        on conflict (tenant_id) do update
          set refreshed_at = excluded.refreshed_at, recent_refreshed_at = excluded.recent_refreshed_at, duration_ms = excluded.duration_ms
        returning refreshed_at`),
    );
    return { refreshedAt: new Date(saved.refreshed_at), refreshed: true };
  });
}
