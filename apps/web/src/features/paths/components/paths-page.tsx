import { formatDuration } from '@academy/shared';
import { CheckCircle2, Clock, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { FilteredListPage, LevelChips } from '../../../components/filtered-list-page';
import { useFilters } from '../../../components/use-filters';
import { usePageTitle } from '../../../lib/use-page-title';
import { FavoriteButton } from '../../../components/favorite-button';
import { usePaths } from '../api/get-paths';
import { pathProgress } from '../path-progress';
import { useShowsOwnProgress } from '../use-shows-own-progress';
import { PathAction } from './path-action';
import { pathFilterValues } from './path-filter-values';
import { PathProgressSummary } from './path-progress-summary';
import { ReleaseBadge } from '../../../components/release-banner';

export default function PathsPage() {
  usePageTitle('Learning Paths');
  const { data } = usePaths();
  const { entries, visible, categories, toggle, clear } = useFilters(data.paths, data.categories, pathFilterValues);
  const showsProgress = useShowsOwnProgress();
  return (
    <FilteredListPage
      kind="paths"
      resultsId="path-results"
      resultsLabel="Learning path results"
      noun="learning paths"
      shown={visible.length}
      total={data.paths.length}
      categories={categories}
      entries={entries}
      onToggle={toggle}
      onClear={clear}
    >
      <ul className="grid gap-5">
        {visible.map((path) => {
          const progress = pathProgress(path.courses);
          return (
            <li key={path.pathId}>
              <article
                data-testid="path-card"
                className="relative rounded-card border border-gray-200 bg-white p-5 shadow-sm focus-within:ring-3 focus-within:ring-brand hover:shadow-md sm:p-6"
              >
                <div className="flex flex-wrap items-center gap-1.5">
                  <LevelChips levels={path.level} />
                  <ReleaseBadge release={path.release} />
                  <FavoriteButton
                    id={path.pathId}
                    likeableType="path"
                    isFavorite={path.isFavorite}
                    title={path.title}
                    className="ml-auto"
                  />
                </div>
                <h3 className="mt-2 text-xl font-bold text-gray-900">
                  <Link to={`/paths/${path.slug}`} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
                    {path.title}
                  </Link>
                </h3>
                <p className="mt-2 text-gray-700">{path.summary}</p>
                <ol className="mt-4 flex flex-wrap gap-2 text-sm">
                  {path.courses.map((course, index) => (
                    <li key={course.courseId} className="inline-flex items-center gap-1 rounded-md bg-gray-100 px-2.5 py-1 text-gray-800">
                      {index + 1}. {course.title}
                      {showsProgress && course.progress?.progressStatus === 'Completed' && (
                        <>
                          <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-800" />
                          <span className="sr-only">(completed)</span>
                        </>
                      )}
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
                {showsProgress && (
                  <div className="mt-4 max-w-xl space-y-3 border-t border-gray-100 pt-4">
                    <PathProgressSummary title={path.title} progress={progress} />
                    {progress.status !== 'Not Started' && <PathAction path={path} progress={progress} />}
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </FilteredListPage>
  );
}
