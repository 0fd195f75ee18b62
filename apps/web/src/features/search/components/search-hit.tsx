import type { SearchHit } from '@academy/shared';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ReleaseBadge } from '../../../components/release-banner';
import { HighlightedText } from './highlight';
import { KIND_LABELS } from './search-kinds';

/** One result of the search page: kind, highlighted title and snippet, and the lock of gated content. */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  const kind = KIND_LABELS[hit.kind];
  const Icon = kind.icon;
  return (
    <article
      data-testid="search-hit"
      className="relative rounded-card border border-gray-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand hover:shadow-md sm:p-5"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
        <Icon aria-hidden="true" className="h-4 w-4 text-brand" />
        {kind.one}
        {hit.courseTitle && <span className="font-normal normal-case">in {hit.courseTitle}</span>}
        {hit.level && <span className="rounded-full bg-gray-100 px-2 py-0.5 font-medium normal-case">{hit.level}</span>}
        <span className="normal-case">
          <ReleaseBadge release={hit.release} />
        </span>
      </p>
      <h2 className="mt-1.5 text-lg font-bold text-gray-900 [overflow-wrap:anywhere]">
        <Link to={hit.href} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
          <HighlightedText parts={hit.title} />
        </Link>
      </h2>
      {hit.snippet.length > 0 && (
        <p className="mt-1.5 text-sm text-gray-700 [overflow-wrap:anywhere]">
          <HighlightedText parts={hit.snippet} />
        </p>
      )}
      {hit.lock && (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-gray-700">
          <Lock aria-hidden="true" className="h-4 w-4" />
          {hit.lock.message}
        </p>
      )}
    </article>
  );
}
