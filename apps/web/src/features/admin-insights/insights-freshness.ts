import type { Insights } from '@academy/shared';
import { formatDateTime } from '../../lib/admin/format-date';

type Freshness = Pick<Insights, 'refreshedAt' | 'refreshMinutes' | 'recentRefreshedAt' | 'recentRefreshSeconds'>;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long ago the figures were computed, as a person says it ("Updated 20 seconds ago"). */
export function updatedAgo(at: string | null, nowMs: number): string {
  if (at === null) return 'Not computed yet';
  const seconds = Math.max(0, Math.floor((nowMs - Date.parse(at)) / 1_000));
  if (seconds < 5) return 'Updated just now';
  if (seconds < 60) return `Updated ${plural(seconds, 'second')} ago`;
  if (seconds < 3_600) return `Updated ${plural(Math.floor(seconds / 60), 'minute')} ago`;
  return `Updated ${formatDateTime(at)}`;
}

const period = (seconds: number) =>
  seconds % 60 === 0 ? (seconds === 60 ? 'minute' : plural(seconds / 60, 'minute')) : plural(seconds, 'second');

/**
 * Which figures follow which schedule (decision 063): the days since yesterday every recent period,
 * the rest (among them the completion rate and the funnel of earlier starts) with the full refresh.
 */
export function freshnessSentence(insights: Freshness, nowMs: number): string {
  const recent = insights.recentRefreshSeconds > 0 ? insights.recentRefreshedAt : insights.refreshedAt;
  const full =
    insights.refreshMinutes > 0
      ? `every ${period(insights.refreshMinutes * 60)} (last at ${formatDateTime(insights.refreshedAt)})`
      : `when you press Refresh now (last at ${formatDateTime(insights.refreshedAt)})`;
  const schedule =
    insights.recentRefreshSeconds > 0
      ? `Today's and yesterday's figures are recomputed every ${period(insights.recentRefreshSeconds)}; the rest, completion rates and the funnel of earlier starts among them, ${full}.`
      : `Figures are recomputed ${full}.`;
  return `${updatedAgo(recent, nowMs)}. ${schedule}`;
}
