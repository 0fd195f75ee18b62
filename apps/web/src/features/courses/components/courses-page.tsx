import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { CourseCard } from '../../../components/course-card';
import { FilterPanel } from '../../../components/filter-panel';
import { PageBanner } from '../../../components/page-banner';
import { useFilters } from '../../../components/use-filters';
import { usePageTitle } from '../../../lib/use-page-title';
import { brand } from '../../../tenants';
import { FavoriteButton } from '../../../components/favorite-button';
import { useCourses } from '../api/get-courses';
import { courseFilterValues } from './course-filter-values';

export default function CoursesPage() {
  usePageTitle('Courses');
  const { data } = useCourses();
  const { entries, visible, categories, toggle, clear } = useFilters(data.courses, data.categories, courseFilterValues);
  return (
    <>
      <PageBanner kind="courses" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-8 desk:grid-cols-[16rem_1fr] desk:grid-rows-[auto_1fr]">
        <FilterPanel categories={categories} entries={entries} onToggle={toggle} onClear={clear} />
        {/* After the results on a phone, under the filters on a desktop. */}
        <section aria-labelledby="results-heading" className="desk:col-start-2 desk:row-span-2 desk:row-start-1">
          <h2 id="results-heading" className="sr-only">
            Course results
          </h2>
          <p role="status" data-testid="result-count" className="mb-4 text-sm font-medium text-gray-700">
            Showing {visible.length} of {data.courses.length} courses
          </p>
          {visible.length === 0 ? (
            <p className="rounded-card border border-gray-200 bg-white p-6 text-gray-700">
              No course matches these filters.{' '}
              <button type="button" onClick={clear} className="font-semibold text-brand underline">
                Clear the filters
              </button>
            </p>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {visible.map((course) => (
                <li key={course.courseId}>
                  <CourseCard
                    course={course}
                    headingLevel="h3"
                    action={
                      <FavoriteButton id={course.courseId} likeableType="course" isFavorite={course.isFavorite} title={course.title} />
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <aside
          aria-label="Request a topic"
          className="self-start rounded-card border border-dashed border-brand bg-brand-soft p-4 text-sm text-gray-800"
        >
          <MessageSquare aria-hidden="true" className="mb-2 h-5 w-5 text-brand" />
          <p>{brand.missingTopicPrompt}</p>
          <Link to="/request-topic" className="mt-2 inline-block font-semibold text-brand-strong underline">
            Request a topic
          </Link>
        </aside>
      </div>
    </>
  );
}
