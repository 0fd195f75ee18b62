import { formatDuration } from '@academy/shared';
import { Clock, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { FilteredListPage, LevelChips } from '../../../components/filtered-list-page';
import { useFilters } from '../../../components/use-filters';
import { usePageTitle } from '../../../lib/use-page-title';
import { ProgressBadge } from '../../../components/progress-badge';
import { ReleaseBadge } from '../../../components/release-banner';
import { FavoriteButton } from '../../../components/favorite-button';
import { useGuides } from '../api/get-guides';
import { guideFilterValues } from './guide-filter-values';

export default function GuidesPage() {
  usePageTitle('Guides');
  const { data } = useGuides();
  const { entries, visible, categories, toggle, clear } = useFilters(data.guides, data.categories, guideFilterValues);
  return (
    <FilteredListPage
      kind="guides"
      resultsId="guide-results"
      resultsLabel="Guide results"
      noun="guides"
      shown={visible.length}
      total={data.guides.length}
      categories={categories}
      entries={entries}
      onToggle={toggle}
      onClear={clear}
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {visible.map((guide) => (
          <li key={guide.lessonId}>
            <article
              data-testid="guide-card"
              className="relative flex h-full flex-col rounded-card border border-gray-200 bg-white p-5 shadow-sm focus-within:ring-3 focus-within:ring-brand hover:shadow-md"
            >
              <div className="mb-2 flex flex-wrap items-center gap-1.5">
                <LevelChips levels={guide.level} />
                <ReleaseBadge release={guide.release} />
                <ProgressBadge status={guide.progressStatus} />
                <FavoriteButton
                  id={guide.lessonId}
                  likeableType="guide"
                  isFavorite={guide.isFavorite}
                  title={guide.title}
                  className="ml-auto"
                />
              </div>
              <h3 className="text-lg font-bold text-gray-900">
                <Link to={`/guides/${guide.slug}`} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
                  {guide.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm text-gray-700">{guide.summary}</p>
              <p className="mt-4 flex items-center gap-4 border-t border-gray-100 pt-3 text-sm text-gray-700">
                <span className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  {formatDuration(guide.duration)}
                </span>
                {guide.isLocked && (
                  <span className="inline-flex items-center gap-1.5">
                    <Lock aria-hidden="true" className="h-4 w-4" />
                    Sign in to read
                  </span>
                )}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </FilteredListPage>
  );
}
