import type { LessonSummary } from '@academy/shared';
import { Award, ListTodo, PartyPopper } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { RichText } from '../../../components/rich-text';
import { useSession } from '../../../lib/auth/session';
import { useMyCertificateFor } from '../../../lib/learning/get-my-certificates';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegisterFeedbackTarget } from '../../../lib/feedback-target';
import { useCourseLessons } from '../../../lib/learning/get-course-lessons';

const linkClass = 'font-semibold text-brand-strong underline';

/** What is left of a course that is not complete yet, each item linked. */
function StillToDo({ courseSlug, left }: { courseSlug: string; left: LessonSummary[] }) {
  return (
    <section aria-labelledby="still-to-do" data-testid="course-not-complete">
      <h2 id="still-to-do" className="mt-6 text-xl font-bold text-gray-900">
        {left.length === 1 ? 'One lesson is left' : `${left.length} lessons are left`}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-800">
        {left.map((lesson) => (
          <li key={lesson.lessonId}>
            <Link to={`/courses/${courseSlug}/lessons/${lesson.slug}`} className={linkClass}>
              {lesson.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={`/courses/${courseSlug}/lessons/${left[0].slug}`} className={`${primaryButton} mt-6`}>
        Continue with {left[0].title}
      </Link>
    </section>
  );
}

/**
 * Spec: the course-completion message with links to the courses, paths and contact pages. It
 * congratulates only a completed course (decision 021); before that it says what is left.
 */
export default function CourseConclusionPage() {
  const { courseSlug = '' } = useParams();
  const { data } = useCourseLessons(courseSlug);
  const left = data.lessons.filter((lesson): lesson is LessonSummary => lesson.type !== 'module' && !lesson.isComplete);
  const complete = left.length === 0;
  const { isAuthenticated } = useSession();
  // Completing the last lesson issued it on the server (decision 025).
  const certificate = useMyCertificateFor(data.courseId, complete && isAuthenticated);
  usePageTitle(complete ? `${data.courseTitle}: course complete` : `${data.courseTitle}: what is left`);
  useRegisterFeedbackTarget(data.courseId, data.courseId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-8">
      <div className="rounded-card border border-gray-200 bg-white p-6 shadow-sm sm:p-10">
        {complete ? (
          <PartyPopper aria-hidden="true" className="h-10 w-10 text-brand" />
        ) : (
          <ListTodo aria-hidden="true" className="h-10 w-10 text-brand" />
        )}
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand">{data.courseTitle}</p>
        <h1 className="mt-1 text-3xl font-extrabold text-gray-900">
          {complete ? 'You reached the end of the course' : 'You have not finished this course yet'}
        </h1>
        {complete ? (
          <>
            <RichText html={data.courseConclusion} className="mt-4 text-gray-800" />
            {certificate && (
              <p className="mt-6">
                <Link to={`/certificates/${certificate.certificateId}`} className={primaryButton}>
                  <Award aria-hidden="true" className="h-4 w-4" />
                  View your certificate
                </Link>
              </p>
            )}
            <nav aria-label="What next" className="mt-8 flex flex-wrap gap-3">
              <Link to="/courses" className={certificate ? secondaryButton : primaryButton}>
                Browse more courses
              </Link>
              <Link to="/paths" className={secondaryButton}>
                Explore learning paths
              </Link>
              <Link to="/contact" className={secondaryButton}>
                Contact us
              </Link>
            </nav>
          </>
        ) : (
          <StillToDo courseSlug={courseSlug} left={left} />
        )}
        <p className="mt-6 text-sm text-gray-600">
          <Link to={`/courses/${courseSlug}`} className={linkClass}>
            Back to the course outline
          </Link>
        </p>
      </div>
    </div>
  );
}
