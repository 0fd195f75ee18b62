import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CourseGrid } from '../../../components/course-card';
import { FavoriteButton } from '../../../components/favorite-button';
import { useMyCourses } from '../api/get-my-courses';
import { useDashboardFavorites } from '../api/get-dashboard-favorites';
import { splitMyCourses } from '../my-courses';
import { ContinueLearning } from './continue-learning';

const linkClass = 'font-semibold text-brand-strong underline';
const itemClass = 'flex items-center justify-between gap-3 rounded-card border border-gray-200 bg-white p-4';

function EmptyState({ children }: { children: ReactNode }) {
  return <p className="mt-4 rounded-card border border-dashed border-gray-300 bg-white p-6 text-gray-700">{children}</p>;
}

function MyCourses() {
  const { courses } = useMyCourses().data;
  const { inProgress, completed } = splitMyCourses(courses);
  const groups = [
    { title: 'In progress', courses: inProgress },
    { title: 'Completed', courses: completed },
  ].filter((group) => group.courses.length > 0);
  return (
    <section aria-labelledby="my-courses" className="mt-8">
      <h2 id="my-courses" className="text-2xl font-extrabold text-gray-900">
        My courses
      </h2>
      {inProgress[0] && <ContinueLearning course={inProgress[0]} />}
      {groups.length === 0 ? (
        <EmptyState>
          You have not started a course yet.{' '}
          <Link to="/courses" className={linkClass}>
            Browse the catalogue
          </Link>{' '}
          to find your first one.
        </EmptyState>
      ) : (
        groups.map((group) => (
          <div key={group.title} className="mt-5">
            <h3 className="text-lg font-bold text-gray-900">{group.title}</h3>
            <CourseGrid courses={group.courses} className="mt-3" />
          </div>
        ))
      )}
    </section>
  );
}

function Favourites() {
  const { courses, lessons, guides, paths } = useDashboardFavorites().data;
  const items = [
    ...courses.map((course) => ({
      id: course.courseId,
      type: 'course' as const,
      title: course.title,
      to: `/courses/${course.slug}`,
      context: 'Course',
    })),
    ...lessons.map((lesson) => ({
      id: lesson.lessonId,
      type: 'lesson' as const,
      title: lesson.title,
      to: `/courses/${lesson.courseSlug}/lessons/${lesson.slug}`,
      context: `Lesson in ${lesson.courseTitle}`,
    })),
    ...guides.map((guide) => ({
      id: guide.lessonId,
      type: 'guide' as const,
      title: guide.title,
      to: `/guides/${guide.slug}`,
      context: 'Guide',
    })),
    ...paths.map((path) => ({
      id: path.pathId,
      type: 'path' as const,
      title: path.title,
      to: `/paths/${path.slug}`,
      context: 'Learning path',
    })),
  ];
  return (
    <section aria-labelledby="favourites" className="mt-10">
      <h2 id="favourites" className="text-2xl font-extrabold text-gray-900">
        Favourites
      </h2>
      {items.length === 0 ? (
        <EmptyState>
          You have no favourites yet. Browse the{' '}
          <Link to="/courses" className={linkClass}>
            courses
          </Link>{' '}
          or the{' '}
          <Link to="/guides" className={linkClass}>
            guides
          </Link>{' '}
          and mark the ones you like.
        </EmptyState>
      ) : (
        <ul data-testid="favourites" className="mt-4 grid gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <li key={`${item.type}-${item.id}`} className={itemClass}>
              <span className="min-w-0">
                <span className="block text-xs font-semibold uppercase tracking-wide text-gray-600">{item.context}</span>
                <Link to={item.to} className="font-semibold text-gray-900 hover:underline">
                  {item.title}
                </Link>
              </span>
              <FavoriteButton id={item.id} likeableType={item.type} isFavorite title={item.title} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The signed-in learner's own corner of the home page; `children` (sections of other features) follow the courses. */
export default function LearnerDashboard({ children }: { children?: ReactNode }) {
  return (
    <div data-testid="learner-dashboard" className="mx-auto max-w-6xl px-4 pt-10 sm:px-8">
      <MyCourses />
      {children}
      <Favourites />
    </div>
  );
}
