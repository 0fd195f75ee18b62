import type { LessonDetail } from '@academy/shared';
import { CheckCircle2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { useMarkLessonComplete } from '../api/mark-lesson-complete';

/** Completes the lesson (isLastLesson on the last one) and moves to the next lesson or the conclusion. */
export function CompleteLessonButton({ data }: { data: LessonDetail }) {
  const { lesson, course, next } = data;
  const navigate = useNavigate();
  const complete = useMarkLessonComplete();
  const onComplete = () =>
    complete.mutate(
      { lessonId: lesson.lessonId, courseId: course.courseId, isLastLesson: next === null },
      { onSuccess: () => void navigate(next ? `/courses/${course.slug}/lessons/${next.slug}` : `/courses/${course.slug}/conclusion`) },
    );
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="button" className={primaryButton} onClick={onComplete} disabled={complete.isPending}>
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        Mark as complete
      </button>
      {lesson.isComplete && (
        <span data-testid="lesson-complete" className="inline-flex items-center gap-1.5 text-sm font-semibold text-green-800">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
          You completed this {lesson.type === 'lab' ? 'lab' : 'lesson'}
        </span>
      )}
    </div>
  );
}
