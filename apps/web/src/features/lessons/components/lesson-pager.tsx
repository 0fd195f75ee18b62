import type { LessonDetail } from '@academy/shared';
import { ArrowLeft, ArrowRight, Flag } from 'lucide-react';
import { Link } from 'react-router';

/** Previous and next lesson (the API already skips modules); after the last lesson, the conclusion. */
export function LessonPager({
  courseSlug,
  previous,
  next,
}: {
  courseSlug: string;
  previous: LessonDetail['previous'];
  next: LessonDetail['next'];
}) {
  const card = 'flex min-w-0 flex-1 items-center gap-3 rounded-card border border-gray-200 bg-white p-4 hover:border-brand';
  return (
    <nav aria-label="Lesson navigation" className="mt-10 flex flex-col gap-3 sm:flex-row">
      {previous ? (
        <Link to={`/courses/${courseSlug}/lessons/${previous.slug}`} rel="prev" className={card}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5 shrink-0 text-brand" />
          <span className="min-w-0">
            <span className="block text-xs font-semibold uppercase tracking-wide text-gray-600">Previous</span>
            <span className="block truncate font-semibold text-gray-900">{previous.title}</span>
          </span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
      {next ? (
        <Link to={`/courses/${courseSlug}/lessons/${next.slug}`} rel="next" className={`${card} justify-end text-right`}>
          <span className="min-w-0">
            <span className="block text-xs font-semibold uppercase tracking-wide text-gray-600">Next</span>
            <span className="block truncate font-semibold text-gray-900">{next.title}</span>
          </span>
          <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0 text-brand" />
        </Link>
      ) : (
        <Link to={`/courses/${courseSlug}/conclusion`} className={`${card} justify-end text-right`}>
          <span className="min-w-0">
            <span className="block text-xs font-semibold uppercase tracking-wide text-gray-600">Next</span>
            <span className="block font-semibold text-gray-900">Finish the course</span>
          </span>
          <Flag aria-hidden="true" className="h-5 w-5 shrink-0 text-brand" />
        </Link>
      )}
    </nav>
  );
}
