import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CourseLessons, LessonSummary } from '@academy/shared';
import { lessons as lessonRows } from '../db/schema';
import { askedQuestions, drawQuiz, type Draw } from '../services/learner/grade-quiz';
import type { signedInLearner } from './learner';
import type { TestApp } from './test-app';

export type Learner = Awaited<ReturnType<typeof signedInLearner>> & { userId: string };

/** A course's id and its lessons in reading order, modules left out, as the learner sees them. */
export async function courseOutline(who: Pick<Learner, 'call'>, slug: string) {
  const data = (await who.call('GET', `/api/lessons?slug=${slug}`)).body.data as CourseLessons;
  return { courseId: data.courseId, lessons: data.lessons.filter((item): item is LessonSummary => item.type !== 'module') };
}

/**
 * The draw the server shows this learner's next attempt of a check, answer key included (seeded as
 * the knowledge-check route seeds it), so a test can answer right or wrong whatever the option order.
 */
export async function servedDraw(t: TestApp, who: Pick<Learner, 'call' | 'userId'>, lessonId: string) {
  const [{ quiz }] = await t.database.db.select({ quiz: lessonRows.quiz }).from(lessonRows).where(eq(lessonRows.id, lessonId));
  const { attempts } = (await who.call('GET', `/api/lessons/knowledge-check?lessonId=${lessonId}`)).body.data;
  return drawQuiz(quiz!, `${who.userId}:${attempts}`);
}

/** Answers to every asked question of a draw, all right or all wrong (one option that is not in the key). */
export function answersTo(draw: Draw, right: boolean) {
  return askedQuestions(draw.quiz).map((question, questionIndex) => ({
    questionIndex,
    selected: right ? question.answer : [question.options.findIndex((_, option) => !question.answer.includes(option))],
  }));
}

/** Completes a lesson as the learner does: "Mark as complete", or a knowledge check passed with its key. */
export async function completeLesson(t: TestApp, who: Learner, courseId: string, lesson: LessonSummary) {
  if (lesson.type !== 'knowledge-check') {
    const done = await who.call('POST', '/api/lessons/mark-complete', {
      lessonId: lesson.lessonId,
      courseId,
      isLastLesson: false,
      operationType: 'COMPLETE_LESSON',
    });
    expect(done.status).toBe(200);
    return;
  }
  const answers = answersTo(await servedDraw(t, who, lesson.lessonId), true);
  const passed = await who.call('POST', '/api/lessons/knowledge-check', { lessonId: lesson.lessonId, answers });
  expect(passed.body.data.passed).toBe(true);
}
