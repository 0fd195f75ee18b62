import { sql } from 'drizzle-orm';
import { addDays, INSIGHTS_EXPORT_MAX_LEARNERS, type InsightsRange, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { rowsOf } from '../search/rows';
import { csvTable } from './insights-csv';

interface LearnerRow {
  user_id: string;
  first_active: string;
  last_active: string;
  active_days: number;
  started: number;
  completed: number;
  attempts: number;
  passes: number;
  favorites: number;
  feedback: number;
  contact_allowed: boolean | null;
  email: string | null;
}

/**
 * One row per learner of the portal active in the range (the only per-learner view of the insights,
 * for the portal's admins). A learner allowed contact when their latest survey answer says so
 * (`contactYou`, "You may contact me to take part in research"); the e-mail column exists only when
 * the admin asks for it, and holds only those learners' addresses.
 */
export async function learnersCsv(
  db: Database,
  tenantId: TenantId,
  range: InsightsRange,
  includeEmails: boolean,
): Promise<{ csv: string; rows: number; emails: number }> {
  const start = `${range.from}T00:00:00Z`;
  const end = `${addDays(range.to, 1)}T00:00:00Z`;
  const within = (column: string) =>
    sql`${sql.identifier(column)} >= ${start}::timestamptz and ${sql.identifier(column)} < ${end}::timestamptz`;
  const rows = rowsOf<LearnerRow>(
    await db.execute(sql`
      with events as (
        select user_id, 'started' as kind, started_at as happened_at from learner_progress where tenant_id = ${tenantId} and ${within('started_at')}
        union all
        select user_id, 'completed', completed_at from learner_progress where tenant_id = ${tenantId} and ${within('completed_at')}
        union all
        select user_id, case when passed then 'passed' else 'failed' end, created_at from quiz_attempts where tenant_id = ${tenantId} and ${within('created_at')}
        union all
        select user_id, 'favorite', created_at from favorites where tenant_id = ${tenantId} and ${within('created_at')}
        union all
        select user_id, 'feedback', created_at from feedback where tenant_id = ${tenantId} and user_id is not null and ${within('created_at')}
      ),
      learners as (
        select user_id,
               min(happened_at) as first_active, max(happened_at) as last_active,
               count(distinct (happened_at at time zone 'UTC')::date)::int as active_days,
               (count(*) filter (where kind = 'started'))::int as started,
               (count(*) filter (where kind = 'completed'))::int as completed,
               (count(*) filter (where kind in ('passed', 'failed')))::int as attempts,
               (count(*) filter (where kind = 'passed'))::int as passes,
               (count(*) filter (where kind = 'favorite'))::int as favorites,
               (count(*) filter (where kind = 'feedback'))::int as feedback
          from events group by user_id
      )
      select l.*, consent.allowed as contact_allowed,
             case when ${includeEmails}::boolean and consent.allowed then u.login end as email
        from learners l
        join users u on u.id = l.user_id and u.tenant_id = ${tenantId}
        left join lateral (
          select (f.survey->>'contactYou')::boolean as allowed
            from feedback f
           where f.tenant_id = ${tenantId} and f.user_id = u.id and f.schema = 'tenant-survey-v1' and f.survey->>'contactYou' is not null
           order by f.created_at desc
           limit 1
        ) as consent on true
       order by l.last_active desc, l.user_id
       limit ${INSIGHTS_EXPORT_MAX_LEARNERS}`),
  );
  const header = [
    'learner',
    'firstActive',
    'lastActive',
    'activeDays',
    'lessonsAndGuidesStarted',
    'lessonsAndGuidesCompleted',
    'checkAttempts',
    'checksPassed',
    'favoritesSaved',
    'feedbackSent',
    'contactAllowed',
    ...(includeEmails ? ['email'] : []),
  ];
  const csv = csvTable(
    header,
    rows.map((row) => [
      row.user_id,
      new Date(row.first_active).toISOString(),
      new Date(row.last_active).toISOString(),
      row.active_days,
      row.started,
      row.completed,
      row.attempts,
      row.passes,
      row.favorites,
      row.feedback,
      row.contact_allowed ? 'yes' : 'no',
      ...(includeEmails ? [row.email ?? ''] : []),
    ]),
  );
  return { csv, rows: rows.length, emails: rows.filter((row) => row.email).length };
}
