import { PartyPopper } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { RichText } from '../../../components/rich-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegisterFeedbackTarget } from '../../../lib/feedback-target';
import { useCourseLessons } from '../../../lib/learning/get-course-lessons';

/** Spec: the course-completion message with links to the courses, paths and contact pages. */
export default function CourseConclusionPage() {
  const { courseSlug = '' } = useParams();
  const { data } = useCourseLessons(courseSlug);
  usePageTitle(`${data.courseTitle}: course complete`);
  useRegisterFeedbackTarget(data.courseId, data.courseId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-8">
      <div className="rounded-card border border-gray-200 bg-white p-6 shadow-sm sm:p-10">
        <PartyPopper aria-hidden="true" className="h-10 w-10 text-brand" />
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand">{data.courseTitle}</p>
        <h1 className="mt-1 text-3xl font-extrabold text-gray-900">You reached the end of the course</h1>
        <RichText html={data.courseConclusion} className="mt-4 text-gray-800" />
        <nav aria-label="What next" className="mt-8 flex flex-wrap gap-3">
          <Link to="/courses" className={primaryButton}>
            Browse more courses
          </Link>
          <Link to="/paths" className={secondaryButton}>
            Explore learning paths
          </Link>
          <Link to="/contact" className={secondaryButton}>
            Contact us
          </Link>
        </nav>
        <p className="mt-6 text-sm text-gray-600">
          <Link to={`/courses/${courseSlug}`} className="font-semibold text-brand-strong underline">
            Back to the course outline
          </Link>
        </p>
      </div>
    </div>
  );
}
