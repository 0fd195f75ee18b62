import { and, count, desc, eq } from 'drizzle-orm';
import type { Quiz, QuizSubmission, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { lessons, quizAttempts } from '../../db/schema';
import type { Earnable } from '../certificates/earnable';
import type { LearnerStateCache } from './learner-state-cache';
import { markCompleted } from './progress';

/** The quiz (with its answer key) of a knowledge-check lesson of the portal, or null. */
export async function loadQuiz(db: Database, tenantId: TenantId, lessonId: string): Promise<Quiz | null> {
  const [row] = await db
    .select({ quiz: lessons.quiz })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.tenantId, tenantId)));
  return row?.quiz ?? null;
}

export async function lastAttempt(db: Database, userId: string, lessonId: string) {
  const [last] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)))
    .orderBy(desc(quizAttempts.createdAt))
    .limit(1);
  return last ? { score: last.score, passed: last.passed, createdAt: last.createdAt.toISOString() } : null;
}

/** How many attempts a learner made: the next attempt's draw depends on it. */
export async function attemptCount(db: Database, userId: string, lessonId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)));
  return row?.total ?? 0;
}

interface Attempt {
  tenantId: TenantId;
  userId: string;
  lessonId: string;
  courseId: string;
  answers: QuizSubmission['answers'];
  score: number;
  passed: boolean;
  /** The course's lessons, and the certificates completing the check may earn. */
  courseLessonIds: string[];
  earnable: Earnable[];
  /** The bank indexes of the questions asked, in order, and whether each was answered right (insights, decision 024). */
  asked: number[];
  correct: boolean[];
}

/**
 * Every attempt is kept; a pass completes the lesson (and may issue certificates). Answers the
 * pass's progress write (counted among the course's lessons), or null for a failed attempt.
 */
export async function recordAttempt(db: Database, states: LearnerStateCache, attempt: Attempt) {
  const { tenantId, userId, lessonId, courseId, answers, score, passed, asked, correct } = attempt;
  await db.insert(quizAttempts).values({ tenantId, userId, lessonId, answers, score, passed, asked, correct });
  return passed
    ? markCompleted(
        db,
        states,
        { tenantId, userId, itemId: lessonId, itemType: 'lesson', courseId },
        attempt.courseLessonIds,
        attempt.earnable,
      )
    : null;
}
