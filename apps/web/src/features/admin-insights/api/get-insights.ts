import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, todayUtc, type InsightsRange } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { insightsKeys } from './insights-keys';

export function getInsights({ from, to }: InsightsRange, signal?: AbortSignal) {
  return callApi(apiCalls.admin.insights, { query: { from, to }, signal });
}

export const insightsQueryOptions = (range: InsightsRange) =>
  queryOptions({ queryKey: insightsKeys.range(range.from, range.to), queryFn: ({ signal }) => getInsights(range, signal) });

/**
 * The previous range stays on screen while the next one loads. A range that ends today is read again
 * as often as the server recomputes today's figures (decision 063), so the screen keeps up unpressed.
 */
export function useInsights(range: InsightsRange) {
  return useQuery({
    ...insightsQueryOptions(range),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const seconds = query.state.data?.recentRefreshSeconds ?? 0;
      return seconds > 0 && range.to >= todayUtc() ? seconds * 1_000 : false;
    },
  });
}
