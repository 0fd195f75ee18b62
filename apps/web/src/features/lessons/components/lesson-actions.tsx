import { useEffect } from 'react';
import type { LessonDetail } from '@academy/shared';
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { useSession } from '../../../lib/auth/session';
import { useMarkLessonStarted } from '../api/mark-lesson-started';
import { CompleteLessonButton } from './complete-lesson-button';
import { KnowledgeCheckPanel } from './knowledge-check-panel';

/**
 * What a learner does with an open lesson: it counts as started on opening (signed in only), a
 * lesson completes with a button and moves on, a knowledge check is taken right here (its own page,
 * so the address does not repeat `knowledge-check`), a lab opens its own screen, the one place its
 * instructions and its completion are.
 */
export function LessonActions({ data }: { data: LessonDetail }) {
  const { lesson, course } = data;
  const { isAuthenticated } = useSession();
  const { mutate: markStarted } = useMarkLessonStarted();
  const lessonPath = `/courses/${course.slug}/lessons/${lesson.slug}`;

  useEffect(() => {
    if (isAuthenticated && !lesson.lock) markStarted({ lessonId: lesson.lessonId, courseId: course.courseId });
  }, [isAuthenticated, lesson.lock, lesson.lessonId, course.courseId, markStarted]);

  if (lesson.lock) return null;
  if (lesson.type === 'knowledge-check') return <KnowledgeCheckPanel data={data} />;
  if (lesson.type === 'lab') {
    return (
      <div className="mt-8 space-y-4">
        <p data-testid="lab-overview" className="text-gray-800">
          {lesson.isComplete
            ? 'You completed this lab. Its instructions are on the lab page.'
            : 'The instructions are on the lab page, beside the lab environment when there is one; mark the lab complete at their end.'}
        </p>
        <Link to={`${lessonPath}/lab`} className={primaryButton}>
          <FlaskConical aria-hidden="true" className="h-4 w-4" />
          Open the lab
        </Link>
      </div>
    );
  }
  if (!isAuthenticated) return null;
  return (
    <div className="mt-8">
      <CompleteLessonButton data={data} />
    </div>
  );
}
