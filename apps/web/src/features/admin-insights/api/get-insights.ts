import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type InsightsRange } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { insightsKeys } from './insights-keys';

export function getInsights({ from, to }: InsightsRange, signal?: AbortSignal) {
  return callApi(apiCalls.admin.insights, { query: { from, to }, signal });
}

export const insightsQueryOptions = (range: InsightsRange) =>
  queryOptions({ queryKey: insightsKeys.range(range.from, range.to), queryFn: ({ signal }) => getInsights(range, signal) });

/** The previous range stays on screen while the next one loads. */
export function useInsights(range: InsightsRange) {
  return useQuery({ ...insightsQueryOptions(range), placeholderData: keepPreviousData });
}
