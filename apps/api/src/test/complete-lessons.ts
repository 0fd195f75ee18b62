import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CourseLessons, LessonSummary } from '@academy/shared';
import { lessons as lessonRows } from '../db/schema';
import { drawQuiz } from '../services/learner/grade-quiz';
import type { signedInLearner } from './learner';
import type { TestApp } from './test-app';

export type Learner = Awaited<ReturnType<typeof signedInLearner>> & { userId: string };

/** A course's id and its lessons in reading order, modules left out, as the learner sees them. */
export async function courseOutline(who: Pick<Learner, 'call'>, slug: string) {
  const data = (await who.call('GET', `/api/lessons?slug=${slug}`)).body.data as CourseLessons;
  return { courseId: data.courseId, lessons: data.lessons.filter((item): item is LessonSummary => item.type !== 'module') };
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
  const [{ quiz }] = await t.database.db.select({ quiz: lessonRows.quiz }).from(lessonRows).where(eq(lessonRows.id, lesson.lessonId));
  const { attempts } = (await who.call('GET', `/api/lessons/knowledge-check?lessonId=${lesson.lessonId}`)).body.data;
  const asked = drawQuiz(quiz!, `${who.userId}:${attempts}`).quiz.questions.slice(0, quiz!.totalQuestions);
  const answers = asked.map((question, questionIndex) => ({ questionIndex, selected: question.answer }));
  const passed = await who.call('POST', '/api/lessons/knowledge-check', { lessonId: lesson.lessonId, answers });
  expect(passed.body.data.passed).toBe(true);
}
