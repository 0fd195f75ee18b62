import { formatDuration, type ProgressStatus, type Release, type TenantId } from '@academy/shared';
import type { ReactNode } from 'react';
import { BookOpen, Clock, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { courseHref } from '../lib/course-href';
import { completedCountLabel, showsProgressBadge } from '../lib/progress-display';
import { currentOrigin, currentTenant } from '../tenants';
import { ProgressBadge } from './progress-badge';
import { ProNeededNote } from './pro-needed-note';
import { ReleaseBadge } from './release-banner';

export interface CourseCardData {
  slug: string;
  tenantId: TenantId;
  title: string;
  summary: string;
  level: readonly string[];
  duration: number;
  lessonsCount: number;
  topic?: readonly string[];
  progressStatus?: ProgressStatus;
  completedLesson?: number;
  /** Lessons the reader opens only with pro (course lists say so; a path's or instructor's teaser may not know). */
  lessonsNeedingPro?: number;
  /** Admins' and authors' answers only: the course is a draft or scheduled (decision 062). */
  release?: Release;
}

/** A course teaser; courses of another portal link to that portal's origin. */
export function CourseCard({
  course,
  headingLevel = 'h2',
  action,
}: {
  course: CourseCardData;
  headingLevel?: 'h2' | 'h3';
  action?: ReactNode;
}) {
  const href = courseHref(course.slug, course.tenantId, currentTenant(), currentOrigin());
  const external = href.startsWith('http');
  const Heading = headingLevel;
  const linkClass = 'after:absolute after:inset-0 hover:underline focus-visible:outline-none';
  return (
    <article
      data-testid="course-card"
      className="relative flex h-full flex-col rounded-card border border-gray-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-brand hover:shadow-md"
    >
      {/* The badges wrap among themselves; the action (the heart) keeps its place at the end of the first line. */}
      <div className="mb-3 flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
          {course.level.map((level) => (
            <span key={level} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong">
              {level}
            </span>
          ))}
          <ReleaseBadge release={course.release} />
          <ProgressBadge status={course.progressStatus} />
          {external && (
            <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">{course.tenantId} portal</span>
          )}
        </div>
        {action && <span className="shrink-0">{action}</span>}
      </div>
      <Heading className="text-lg font-bold text-gray-900">
        {external ? (
          <a href={href} className={linkClass}>
            {course.title}
            <ExternalLink aria-hidden="true" className="ml-1 inline h-4 w-4 align-baseline" />
            <span className="sr-only"> (on the {course.tenantId} portal)</span>
          </a>
        ) : (
          <Link to={href} className={linkClass}>
            {course.title}
          </Link>
        )}
      </Heading>
      <p className="mt-2 flex-1 text-sm text-gray-700">{course.summary}</p>
      {course.topic && course.topic.length > 0 && <p className="mt-3 text-xs text-gray-600">{course.topic.join(' · ')}</p>}
      <dl className="mt-4 flex gap-4 border-t border-gray-100 pt-3 text-sm text-gray-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <Clock aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{formatDuration(course.duration)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <BookOpen aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Lessons</span>
          </dt>
          <dd>
            {course.lessonsCount} {course.lessonsCount === 1 ? 'lesson' : 'lessons'}
          </dd>
        </div>
      </dl>
      {showsProgressBadge(course.progressStatus) && course.completedLesson !== undefined && (
        <p data-testid="completed-count" className="mt-2 text-xs font-semibold text-gray-700">
          {completedCountLabel(course.completedLesson, course.lessonsCount)}
        </p>
      )}
      {course.lessonsNeedingPro !== undefined && (
        <ProNeededNote lessonsNeedingPro={course.lessonsNeedingPro} lessonsCount={course.lessonsCount} className="mt-2 text-xs" />
      )}
    </article>
  );
}

/** Cards of courses in the three-column grid of the home, dashboard and instructor pages. */
export function CourseGrid({
  courses,
  className = '',
}: {
  courses: readonly (CourseCardData & { courseId: string })[];
  className?: string;
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {courses.map((course) => (
        <li key={course.courseId}>
          <CourseCard course={course} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}
