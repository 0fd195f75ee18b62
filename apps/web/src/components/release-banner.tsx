import type { Release } from '@academy/shared';
import { EyeOff } from 'lucide-react';
import { formatDateTime } from '../lib/admin/format-date';

/** What a draft's banner says: who sees it, and from when everyone does (decision 062). */
export function releaseText(release: Release): string {
  if (!release.draft && release.publishAt) return `Visitors and learners see this from ${formatDateTime(release.publishAt)}.`;
  return 'Only the administrators and authors of this portal see this.';
}

/**
 * The Draft banner of an item visitors and learners do not see yet: only admins' and authors' answers
 * carry a release, so nobody else ever sees one.
 */
export function ReleaseBanner({ release }: { release: Release | undefined }) {
  if (!release) return null;
  return (
    <div role="note" data-testid="draft-banner" className="border-y border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-8">
      <p className="mx-auto flex max-w-6xl items-center gap-2">
        <EyeOff aria-hidden="true" className="h-4 w-4 shrink-0" />
        <strong className="font-bold">Draft</strong>
        <span>{releaseText(release)}</span>
      </p>
    </div>
  );
}

/** The Draft chip on a card or search result. */
export function ReleaseBadge({ release }: { release: Release | undefined }) {
  if (!release) return null;
  return (
    <span
      data-testid="draft-badge"
      title={releaseText(release)}
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950"
    >
      <EyeOff aria-hidden="true" className="h-3.5 w-3.5" />
      Draft
    </span>
  );
}
