import { formatDuration } from '@academy/shared';
import { useParams } from 'react-router';
import { CourseCard } from '../../../components/course-card';
import { RichText } from '../../../components/rich-text';
import { ShareButtons } from '../../../components/share-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { FavoriteButton } from '../../../components/favorite-button';
import { usePath } from '../api/get-path';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { pathProgress } from '../path-progress';
import { useShowsOwnProgress } from '../use-shows-own-progress';
import { PathAction } from './path-action';
import { PathCourseStatus } from './path-course-status';
import { PathProgressSummary } from './path-progress-summary';
import { ReleaseBanner } from '../../../components/release-banner';

export default function PathDetailsPage() {
  const { pathSlug = '' } = useParams();
  const { path } = usePath(pathSlug).data;
  usePageTitle(path.title);
  const showsProgress = useShowsOwnProgress();
  const progress = pathProgress(path.courses);
  return (
    <>
      <ReleaseBanner release={path.release} />
      <section className="banner-gradient text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-8">
          <Breadcrumbs trail={[{ to: '/paths', label: 'Learning Paths' }]} tone="inverse" />
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{path.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-white/90">{path.summary}</p>
          <p className="mt-4 text-sm text-white/90">
            {path.courses.length} courses · {formatDuration(path.duration)} · {path.level.join(', ')}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
        <div className="flex items-center justify-end gap-3">
          <FavoriteButton id={path.pathId} likeableType="path" isFavorite={path.isFavorite} title={path.title} />
          <ShareButtons title={path.title} />
        </div>
        {showsProgress && (
          <section
            aria-labelledby="path-progress-heading"
            className="mt-4 max-w-3xl rounded-card border border-gray-200 bg-white p-5 shadow-sm"
          >
            <h2 id="path-progress-heading" className="text-xl font-bold text-gray-900">
              Your progress
            </h2>
            <div className="mt-3 space-y-4">
              <PathProgressSummary title={path.title} progress={progress} />
              <PathAction path={path} progress={progress} />
            </div>
          </section>
        )}
        <section aria-labelledby="path-about" className="mt-8 max-w-3xl">
          <h2 id="path-about" className="text-xl font-bold text-gray-900">
            About this learning path
          </h2>
          <RichText html={path.description} className="mt-3 text-gray-800" />
        </section>
        <section aria-labelledby="path-courses" className="mt-10">
          <h2 id="path-courses" className="text-xl font-bold text-gray-900">
            Courses in this path
          </h2>
          <ol className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {path.courses.map((course, index) => (
              <li key={course.courseId} className="flex flex-col gap-2">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-bold text-brand-strong">Step {index + 1}</span>
                  {showsProgress && <PathCourseStatus course={course} />}
                </span>
                <CourseCard
                  course={{ ...course, level: [course.level] }}
                  headingLevel="h3"
                  action={<FavoriteButton id={course.courseId} likeableType="course" isFavorite={course.isFavorite} title={course.title} />}
                />
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
