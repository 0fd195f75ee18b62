import { useParams } from 'react-router';
import { LockedContent } from '../../../components/locked-content';
import { useSession } from '../../../lib/auth/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLesson } from '../api/get-lesson';
import { KnowledgeCheckQuiz } from './knowledge-check-quiz';
import { LessonSubpageHeader } from './lesson-subpage-header';

const SIGN_IN_LOCK = { requires: 'auth', message: 'Sign in to take this knowledge check and keep your result.' } as const;

/** Spec section 2: the knowledge check of a lesson, graded on the server. */
export default function KnowledgeCheckPage() {
  const { courseSlug = '', lessonSlug = '' } = useParams();
  const { data } = useLesson(courseSlug, lessonSlug);
  const { isAuthenticated } = useSession();
  usePageTitle(data.lesson.title);
  const lock = data.lesson.lock ?? (isAuthenticated ? null : SIGN_IN_LOCK);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <LessonSubpageHeader data={data} heading={data.lesson.title} />
      {data.lesson.type !== 'knowledge-check' ? (
        <p className="mt-6 text-gray-800">This lesson has no knowledge check.</p>
      ) : lock ? (
        <LockedContent lock={lock} kind="lesson" testId="knowledge-check-locked" />
      ) : (
        <KnowledgeCheckQuiz data={data} />
      )}
    </div>
  );
}
