import type { LessonDetail, LessonProgress } from '@academy/shared';
import { CheckCircle2, Undo2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { showToast } from '../../../lib/notifications';
import { useMarkLessonComplete } from '../api/mark-lesson-complete';
import { useMarkLessonIncomplete } from '../api/mark-lesson-incomplete';

/** "Lesson marked complete — 3 of 12 in this course": what a completion did, said before the page moves on. */
function completedMessage(type: LessonDetail['lesson']['type'], { completedLesson, lessonsCount }: LessonProgress): string {
  return `${type === 'lab' ? 'Lab' : 'Lesson'} marked complete — ${completedLesson} of ${lessonsCount} in this course`;
}

/**
 * Completes the lesson (isLastLesson on the last one), says so in a toast the screen reader
 * announces (the toasts' live region outlives the page change), and moves to the next lesson or the
 * conclusion; a completed lesson shows that it is, with an undo, instead of the button.
 */
export function CompleteLessonButton({ data }: { data: LessonDetail }) {
  const { lesson, course, next } = data;
  const navigate = useNavigate();
  const complete = useMarkLessonComplete();
  const undo = useMarkLessonIncomplete();
  const onComplete = () =>
    complete.mutate(
      { lessonId: lesson.lessonId, courseId: course.courseId, isLastLesson: next === null },
      {
        onSuccess: (progress) => {
          showToast(completedMessage(lesson.type, progress), { type: 'success' });
          void navigate(next ? `/courses/${course.slug}/lessons/${next.slug}` : `/courses/${course.slug}/conclusion`);
        },
      },
    );
  if (lesson.isComplete) {
    return (
      <div className="flex flex-wrap items-center gap-4">
        <span data-testid="lesson-complete" className="inline-flex items-center gap-1.5 font-semibold text-green-800">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
          You completed this {lesson.type === 'lab' ? 'lab' : 'lesson'}
        </span>
        <button
          type="button"
          className={secondaryButton}
          disabled={undo.isPending}
          onClick={() => undo.mutate({ lessonId: lesson.lessonId, courseId: course.courseId })}
        >
          <Undo2 aria-hidden="true" className="h-4 w-4" />
          Mark as not complete
        </button>
      </div>
    );
  }
  return (
    <button type="button" className={primaryButton} onClick={onComplete} disabled={complete.isPending}>
      <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
      Mark as complete
    </button>
  );
}
