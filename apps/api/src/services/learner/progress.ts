import { sql } from 'drizzle-orm';
import { courseProgressStatus, type LessonProgress, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';
import { learnerProgress, users } from '../../db/schema';
import type { CourseEntry } from '../catalogue/snapshot';
import type { Earnable } from '../certificates/earnable';
import { issueOnCompletion } from '../certificates/issue';
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
}

function changeStatement({ tenantId, userId, itemId, itemType, courseId }: ProgressItem, change: ProgressChange) {
  if (change === 'complete') {
    return sql`insert into ${learnerProgress} (tenant_id, user_id, item_id, item_type, course_id, completed_at)
          values (${tenantId}, ${userId}, ${itemId}, ${itemType}, ${courseId}, now())
          on conflict (user_id, item_id) do update set completed_at = now() where ${learnerProgress}.completed_at is null
          returning item_id`;
  }
  if (change === 'start') {
    return sql`insert into ${learnerProgress} (tenant_id, user_id, item_id, item_type, course_id)
          values (${tenantId}, ${userId}, ${itemId}, ${itemType}, ${courseId})
          on conflict (user_id, item_id) do nothing
          returning item_id`;
  }
  return sql`update ${learnerProgress} set completed_at = null
          where user_id = ${userId} and item_id = ${itemId} and completed_at is not null
          returning item_id`;
}

/**
 * One statement, one round trip: the progress row changes, the learner's `state_version` is bumped
 * only when it did (in the same transaction, so no replica can read the new row with the old
 * version), a completion issues the certificates it earns (decision 025), and the counts the answer
 * needs come back with it. The count is the one this statement saw plus its own change, as if the
 * write had happened first.
 */
async function writeProgress(db: Database, item: ProgressItem, change: ProgressChange, countAmong: string[], earnable: Earnable[] = []): Promise<WriteOutcome> {
  const { userId, itemId } = item;
  const result = await db.execute(sql`
    with changed as (${changeStatement(item, change)}),
    bumped as (
      update ${users} set state_version = state_version + 1
      where id = ${userId} and exists (select 1 from changed)
      returning state_version
    )${change === 'complete' && earnable.length > 0 ? sql`, issued as (${issueOnCompletion(item, itemId, earnable)})` : sql``}
    select
      (select state_version from bumped) as version,
      (select count(*)::int from ${learnerProgress}
        where user_id = ${userId} and completed_at is not null and item_id = any(${uuidArray(countAmong)}) and item_id <> ${itemId}) as others_completed,
      exists (select 1 from ${learnerProgress} where user_id = ${userId} and item_id = ${itemId} and completed_at is not null) as was_completed,
      exists (select 1 from ${learnerProgress} where user_id = ${userId} and item_id = ${itemId}) as was_started`);
  const [row] = (result as unknown as { rows: { version: number | null; others_completed: number; was_completed: boolean; was_started: boolean }[] }).rows;
  return {
    version: row.version,
    othersCompleted: row.others_completed,
    completed: change === 'complete' || (change === 'start' && row.was_completed),
    started: change !== 'incomplete' || row.was_started,
  };
}

/** Marks an item started; an item already started or completed keeps its state. */
export async function markStarted(db: Database, states: LearnerStateCache, item: ProgressItem, countAmong: string[] = []) {
  const outcome = await writeProgress(db, item, 'start', countAmong);
  if (outcome.version !== null) states.applied(item.userId, outcome.version, (state) => state.started.add(item.itemId));
  return outcome;
}

/** Marks an item complete once, issuing what that earns; marking it again changes nothing. */
export async function markCompleted(db: Database, states: LearnerStateCache, item: ProgressItem, countAmong: string[] = [], earnable: Earnable[] = []) {
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
