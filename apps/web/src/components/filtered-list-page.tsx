import type { ReactNode } from 'react';
import type { BannerKind } from '../tenants';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { PageBanner } from './page-banner';

interface FilteredListPageProps extends FilterPanelProps {
  kind: BannerKind;
  resultsId: string;
  resultsLabel: string;
  /** Plural noun of the count line, e.g. "guides". */
  noun: string;
  shown: number;
  total: number;
  children: ReactNode;
}

/** The guides and paths lists: the portal banner, the filter panel and the counted results. */
export function FilteredListPage({ kind, resultsId, resultsLabel, noun, shown, total, children, ...filters }: FilteredListPageProps) {
  return (
    <>
      <PageBanner kind={kind} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-8 desk:grid-cols-[16rem_1fr]">
        <div>
          <FilterPanel {...filters} />
        </div>
        <section aria-labelledby={resultsId}>
          <h2 id={resultsId} className="sr-only">
            {resultsLabel}
          </h2>
          <p role="status" data-testid="result-count" className="mb-4 text-sm font-medium text-gray-700">
            Showing {shown} of {total} {noun}
          </p>
          {children}
        </section>
      </div>
    </>
  );
}

/** The level chips at the top of a guide or path card. */
export function LevelChips({ levels }: { levels: readonly string[] }) {
  return levels.map((level) => (
    <span key={level} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong">
      {level}
    </span>
  ));
}
