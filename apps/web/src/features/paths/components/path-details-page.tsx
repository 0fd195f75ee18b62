import { formatDuration } from '@academy/shared';
import { useParams } from 'react-router';
import { CourseCard } from '../../../components/course-card';
import { RichText } from '../../../components/rich-text';
import { ShareButtons } from '../../../components/share-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { FavoriteButton } from '../../../components/favorite-button';
import { usePath } from '../api/get-path';
import { Breadcrumbs } from '../../../components/breadcrumbs';

export default function PathDetailsPage() {
  const { pathSlug = '' } = useParams();
  const { path } = usePath(pathSlug).data;
  usePageTitle(path.title);
  return (
    <>
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
        <section aria-labelledby="path-about" className="mt-4 max-w-3xl">
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
                <span className="text-sm font-bold text-brand-strong">Step {index + 1}</span>
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
