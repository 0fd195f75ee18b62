import { formatDuration } from '@academy/shared';
import { Clock, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { FilterPanel } from '../../../components/filter-panel';
import { PageBanner } from '../../../components/page-banner';
import { useFilters } from '../../../components/use-filters';
import { usePageTitle } from '../../../lib/use-page-title';
import { FavoriteButton } from '../../favorites/components/favorite-button';
import { usePaths } from '../api/get-paths';
import { pathFilterValues } from './path-filter-values';

export default function PathsPage() {
  usePageTitle('Learning Paths');
  const { data } = usePaths();
  const { entries, visible, toggle, clear } = useFilters(data.paths, data.categories, pathFilterValues);
  return (
    <>
      <PageBanner kind="paths" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-8 desk:grid-cols-[16rem_1fr]">
        <div>
          <FilterPanel categories={data.categories} entries={entries} onToggle={toggle} onClear={clear} />
        </div>
        <section aria-labelledby="path-results">
          <h2 id="path-results" className="sr-only">
            Learning path results
          </h2>
          <p role="status" data-testid="result-count" className="mb-4 text-sm font-medium text-gray-700">
            Showing {visible.length} of {data.paths.length} learning paths
          </p>
          <ul className="grid gap-5">
            {visible.map((path) => (
              <li key={path.pathId}>
                <article
                  data-testid="path-card"
                  className="relative rounded-card border border-gray-200 bg-white p-5 shadow-sm focus-within:ring-3 focus-within:ring-brand hover:shadow-md sm:p-6"
                >
                  <div className="flex flex-wrap items-center gap-1.5">
                    {path.level.map((level) => (
                      <span key={level} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong">
                        {level}
                      </span>
                    ))}
                    <FavoriteButton id={path.pathId} likeableType="path" isFavorite={path.isFavorite} title={path.title} className="ml-auto" />
                  </div>
                  <h3 className="mt-2 text-xl font-bold text-gray-900">
                    <Link to={`/paths/${path.slug}`} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
                      {path.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-gray-700">{path.summary}</p>
                  <ol className="mt-4 flex flex-wrap gap-2 text-sm">
                    {path.courses.map((course, index) => (
                      <li key={course.courseId} className="rounded-md bg-gray-100 px-2.5 py-1 text-gray-800">
                        {index + 1}. {course.title}
                      </li>
                    ))}
                  </ol>
                  <p className="mt-4 flex gap-5 text-sm text-gray-700">
                    <span className="inline-flex items-center gap-1.5">
                      <GraduationCap aria-hidden="true" className="h-4 w-4" />
                      {path.courses.length} courses
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <Clock aria-hidden="true" className="h-4 w-4" />
                      {formatDuration(path.duration)}
                    </span>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
