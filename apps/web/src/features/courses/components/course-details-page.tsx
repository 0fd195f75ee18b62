import { formatDuration } from '@academy/shared';
import { Play, RotateCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { InstructorChip } from '../../../components/instructor-chip';
import { ProgressBadge } from '../../../components/progress-badge';
import { ProgressBar } from '../../../components/progress-bar';
import { ProNeededNote } from '../../../components/pro-needed-note';
import { RichText } from '../../../components/rich-text';
import { ShareButtons } from '../../../components/share-buttons';
import { useSession } from '../../../lib/auth/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { FavoriteButton } from '../../../components/favorite-button';
import { nextUnfinishedLesson } from '../../../lib/learning/next-lesson';
import { useCourseDetails } from '../api/get-course-details';
import { CourseOutline } from './course-outline';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ReleaseBanner } from '../../../components/release-banner';

export default function CourseDetailsPage() {
  const { courseSlug = '' } = useParams();
  const { data } = useCourseDetails(courseSlug);
  const { course, modules, moduleCount } = data;
  usePageTitle(course.title);
  const { isAuthenticated } = useSession();
  const lessons = modules.flatMap((module) => module.lessons);
  const started = course.progressStatus !== 'Not Started';
  const resume = started ? nextUnfinishedLesson(lessons) : lessons[0];

  return (
    <>
      <ReleaseBanner release={course.release} />
      <section className="border-b border-gray-200 bg-brand-soft">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8 sm:py-10">
          <Breadcrumbs trail={[{ to: '/courses', label: 'Courses' }]} />
          <h1 className="mt-2 text-3xl font-extrabold text-gray-900 sm:text-4xl">{course.title}</h1>
          {isAuthenticated && (
            <div className="mt-3 max-w-md space-y-3">
              <ProgressBadge status={course.progressStatus} />
              <ProgressBar completed={course.completedLesson} total={course.lessonsCount} label="Your progress" />
            </div>
          )}
          <p className="mt-3 max-w-3xl text-lg text-gray-700">{course.summary}</p>
          <ProNeededNote lessonsNeedingPro={course.lessonsNeedingPro} lessonsCount={course.lessonsCount} className="mt-3" />
          <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-800">
            <div className="flex gap-1.5">
              <dt className="font-semibold">Level:</dt>
              <dd>{course.level.join(', ')}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="font-semibold">Duration:</dt>
              <dd>{formatDuration(course.duration)}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="font-semibold">Modules:</dt>
              <dd>{moduleCount}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="font-semibold">Lessons:</dt>
              <dd>{course.lessonsCount}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            {resume && (
              <Link to={`/courses/${course.slug}/lessons/${resume.slug}`} className={primaryButton}>
                {started ? <RotateCw aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
                {started ? 'Continue where you left off' : 'Start course'}
              </Link>
            )}
            {started && !resume && (
              <Link to={`/courses/${course.slug}/conclusion`} className={primaryButton}>
                Course completed: see the conclusion
              </Link>
            )}
            <FavoriteButton id={course.courseId} likeableType="course" isFavorite={course.isFavorite} title={course.title} />
            <ShareButtons title={course.title} />
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <section aria-labelledby="about-course">
            <h2 id="about-course" className="text-xl font-bold text-gray-900">
              About this course
            </h2>
            <RichText html={course.description} className="mt-3 text-gray-800" />
          </section>
          <CourseOutline courseSlug={course.slug} modules={modules} />
        </div>
        <aside aria-labelledby="course-instructors" className="lg:pt-1">
          <h2 id="course-instructors" className="text-xl font-bold text-gray-900">
            {course.instructors.length === 1 ? 'Instructor' : 'Instructors'}
          </h2>
          <ul className="mt-3 space-y-1">
            {course.instructors.map((instructor) => (
              <li key={instructor.instructorId}>
                <InstructorChip instructor={instructor} />
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
