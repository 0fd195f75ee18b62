import { and, eq, isNull, sql } from 'drizzle-orm';
import { courseProgressStatus, type LessonProgress, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { learnerProgress } from '../../db/schema';
import type { CourseEntry } from '../catalogue/snapshot';
import { loadLearnerState } from './learner-state';

/** Marks an item started; an item already started or completed keeps its state. */
export async function markStarted(db: Database, tenantId: TenantId, userId: string, itemId: string, itemType: 'lesson' | 'guide', courseId: string | null) {
  await db.insert(learnerProgress).values({ tenantId, userId, itemId, itemType, courseId }).onConflictDoNothing();
}

/** Marks an item complete once; marking it again changes nothing. */
export async function markCompleted(db: Database, tenantId: TenantId, userId: string, itemId: string, itemType: 'lesson' | 'guide', courseId: string | null) {
  await db
    .insert(learnerProgress)
    .values({ tenantId, userId, itemId, itemType, courseId, completedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [learnerProgress.userId, learnerProgress.itemId],
      set: { completedAt: sql`now()` },
      setWhere: and(eq(learnerProgress.userId, userId), isNull(learnerProgress.completedAt)),
    });
}

/** Undoes a completion: the lesson reads as started again. */
export async function markIncomplete(db: Database, userId: string, itemId: string) {
  await db
    .update(learnerProgress)
    .set({ completedAt: null })
    .where(and(eq(learnerProgress.userId, userId), eq(learnerProgress.itemId, itemId)));
}

/** Where a lesson and its course stand for this learner after a change. */
export async function lessonProgress(db: Database, tenantId: TenantId, userId: string, entry: CourseEntry, lessonId: string): Promise<LessonProgress> {
  const state = await loadLearnerState(db, tenantId, userId);
  const completedLesson = entry.lessons.filter((lesson) => state.completed.has(lesson.id)).length;
  return {
    lessonId,
    courseId: entry.row.id,
    progressStatus: state.completed.has(lessonId) ? 'Completed' : state.started.has(lessonId) ? 'In Progress' : 'Not Started',
    completedLesson,
    lessonsCount: entry.lessons.length,
    courseProgressStatus: courseProgressStatus(completedLesson, entry.lessons.length),
  };
}
