import { sql } from 'drizzle-orm';
import { courseProgressStatus, type LessonProgress, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { preparedSql, type StatementValue } from '../../speed/prepared-sql';
import { uuidArrayLiteral } from '../../db/uuid-array';
import { learnerProgress, users } from '../../db/schema';
import type { CourseEntry } from '../catalogue/snapshot';
import type { Earnable } from '../certificates/earnable';
import { candidatesJson, issueOnCompletion } from '../certificates/issue';
import type { LearnerStateCache } from './learner-state-cache';

interface ProgressItem {
  tenantId: TenantId;
  userId: string;
  itemId: string;
  itemType: 'lesson' | 'guide';
  courseId: string | null;
}

type ProgressChange = 'start' | 'complete' | 'incomplete';

export interface WriteOutcome {
  /** The learner's new state version, or null when the item was already in that state. */
  version: number | null;
  /** Other items of `countAmong` the learner has completed, as the statement saw them. */
  othersCompleted: number;
  /** Whether the item is complete after the write. */
  completed: boolean;
  /** Whether the learner has a progress row for the item after the write. */
  started: boolean;
  /** Whether this write issued the certificate of the item's course: the course's first completion. */
  courseCertified: boolean;
}

/** The values of a progress write, filled into its prepared statement. */
interface WriteValues extends Record<string, string | null> {
  tenantId: TenantId;
  userId: string;
  itemId: string;
  itemType: 'lesson' | 'guide';
  courseId: string | null;
  countAmong: string;
  candidates: string;
}

type Value = (name: keyof WriteValues & string) => StatementValue;

function changeStatement(change: ProgressChange, value: Value) {
  const [tenantId, userId, itemId, itemType, courseId] = (['tenantId', 'userId', 'itemId', 'itemType', 'courseId'] as const).map(value);
  if (change === 'complete') {
    // Completing a completed item again (a second click, a retry) must write nothing: the conflict
    // branch locks the row even when its condition is false, which costs a WAL record and a flush.
    return sql`insert into ${learnerProgress} (tenant_id, user_id, item_id, item_type, course_id, completed_at)
          select ${tenantId}::text, ${userId}::uuid, ${itemId}::uuid, ${itemType}::text, ${courseId}::uuid, now()
          where not exists (select 1 from ${learnerProgress} where user_id = ${userId}::uuid and item_id = ${itemId}::uuid and completed_at is not null)
          on conflict (user_id, item_id) do update set completed_at = now() where ${learnerProgress}.completed_at is null
          returning item_id`;
  }
  if (change === 'start') {
    return sql`insert into ${learnerProgress} (tenant_id, user_id, item_id, item_type, course_id)
          values (${tenantId}::text, ${userId}::uuid, ${itemId}::uuid, ${itemType}::text, ${courseId}::uuid)
          on conflict (user_id, item_id) do nothing
          returning item_id`;
  }
  return sql`update ${learnerProgress} set completed_at = null
          where user_id = ${userId}::uuid and item_id = ${itemId}::uuid and completed_at is not null
          returning item_id`;
}

/**
 * One statement, one round trip: the progress row changes, the learner's `state_version` is bumped
 * only when it did (in the same transaction, so no replica can read the new row with the old
 * version), a completion issues the certificates it earns (decision 025), and the counts the answer
 * needs come back with it. The count is the one this statement saw plus its own change, as if the
 * write had happened first.
 */
function writeStatement(change: ProgressChange, issuing: boolean) {
  return preparedSql<WriteValues>(`academy_progress_${change}${issuing ? '_issuing' : ''}`, (value) => {
    const [tenantId, userId, itemId] = (['tenantId', 'userId', 'itemId'] as const).map(value);
    return sql`
    with changed as (${changeStatement(change, value)}),
    bumped as (
      update ${users} set state_version = state_version + 1
      where id = ${userId}::uuid and exists (select 1 from changed)
      returning state_version
    )${issuing ? sql`, issued as (${issueOnCompletion({ tenantId, userId }, itemId, value('candidates'))})` : sql``}
    select
      (select state_version from bumped) as version,
      (select count(*)::int from ${learnerProgress}
        where user_id = ${userId}::uuid and completed_at is not null and item_id = any(${value('countAmong')}::uuid[]) and item_id <> ${itemId}::uuid) as others_completed,
      exists (select 1 from ${learnerProgress} where user_id = ${userId}::uuid and item_id = ${itemId}::uuid and completed_at is not null) as was_completed,
      exists (select 1 from ${learnerProgress} where user_id = ${userId}::uuid and item_id = ${itemId}::uuid) as was_started,
      ${issuing ? sql`exists (select 1 from issued where kind = 'course')` : sql`false`} as course_certified`;
  });
}

const statements = {
  start: writeStatement('start', false),
  complete: writeStatement('complete', false),
  completeIssuing: writeStatement('complete', true),
  incomplete: writeStatement('incomplete', false),
};

async function writeProgress(
  db: Database,
  item: ProgressItem,
  change: ProgressChange,
  countAmong: string[],
  earnable: Earnable[] = [],
): Promise<WriteOutcome> {
  const issuing = change === 'complete' && earnable.length > 0;
  const statement = issuing ? statements.completeIssuing : statements[change];
  const [row] = await statement<{
    version: number | null;
    others_completed: number;
    was_completed: boolean;
    was_started: boolean;
    course_certified: boolean;
  }>(db, {
    ...item,
    countAmong: uuidArrayLiteral(countAmong),
    candidates: issuing ? candidatesJson(earnable) : '[]',
  });
  return {
    version: row.version,
    othersCompleted: row.others_completed,
    completed: change === 'complete' || (change === 'start' && row.was_completed),
    started: change !== 'incomplete' || row.was_started,
    courseCertified: row.course_certified,
  };
}

/** Marks an item started; an item already started or completed keeps its state. */
export async function markStarted(db: Database, states: LearnerStateCache, item: ProgressItem, countAmong: string[] = []) {
  const outcome = await writeProgress(db, item, 'start', countAmong);
  if (outcome.version !== null) states.applied(item.userId, outcome.version, (state) => state.started.add(item.itemId));
  return outcome;
}

/** Marks an item complete once, issuing what that earns; marking it again changes nothing. */
export async function markCompleted(
  db: Database,
  states: LearnerStateCache,
  item: ProgressItem,
  countAmong: string[] = [],
  earnable: Earnable[] = [],
) {
  const outcome = await writeProgress(db, item, 'complete', countAmong, earnable);
  if (outcome.version !== null) {
    states.applied(item.userId, outcome.version, (state) => {
      state.started.delete(item.itemId);
      state.completed.add(item.itemId);
    });
  }
  return outcome;
}

/** Undoes a completion: the lesson reads as started again. */
export async function markIncomplete(db: Database, states: LearnerStateCache, item: ProgressItem, countAmong: string[] = []) {
  const outcome = await writeProgress(db, item, 'incomplete', countAmong);
  if (outcome.version !== null) {
    states.applied(item.userId, outcome.version, (state) => {
      state.completed.delete(item.itemId);
      state.started.add(item.itemId);
    });
  }
  return outcome;
}

/** Where a lesson and its course stand for this learner after a write to it. */
export function lessonProgress(entry: CourseEntry, lessonId: string, outcome: WriteOutcome): LessonProgress {
  const completedLesson = outcome.othersCompleted + (outcome.completed ? 1 : 0);
  return {
    lessonId,
    courseId: entry.row.id,
    progressStatus: outcome.completed ? 'Completed' : outcome.started ? 'In Progress' : 'Not Started',
    completedLesson,
    lessonsCount: entry.lessons.length,
    courseProgressStatus: courseProgressStatus(completedLesson, entry.lessons.length),
  };
}

/** The ids a course's completion is counted over: its published lessons. */
export const courseLessonIds = (entry: CourseEntry) => entry.lessons.map((lesson) => lesson.id);
