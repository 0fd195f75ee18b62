import {
  addDays,
  daysInRange,
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_EARLIEST_DAY,
  INSIGHTS_MAX_DAYS,
  todayUtc,
  type InsightsRange,
} from '@academy/shared';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The quick choices of the range picker, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90, 365] as const;

/** The range of `days` days ending on `today`. */
export function presetRange(days: number, today = todayUtc()): InsightsRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** What the server would refuse about a range, said the same way, or null when it is fine. */
export function rangeProblem({ from, to }: InsightsRange): string | null {
  if (!DAY.test(from) || !DAY.test(to)) return 'Choose a first and a last day.';
  if (from < INSIGHTS_EARLIEST_DAY) return `The first day must be ${INSIGHTS_EARLIEST_DAY} or later.`;
  if (from > to) return 'The last day must not be before the first day.';
  if (daysInRange(from, to) > INSIGHTS_MAX_DAYS) return `A range may span at most ${INSIGHTS_MAX_DAYS} days.`;
  return null;
}

/** The range in the address (?from=&to=), or the default 30 days ending today when it is missing or unusable. */
export function rangeFromSearch(search: URLSearchParams, today = todayUtc()): InsightsRange {
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return rangeProblem(range) === null ? range : presetRange(INSIGHTS_DEFAULT_DAYS, today);
}
