import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type InsightsRange } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { insightsKeys } from './insights-keys';

export function getInsightsFunnel(courseId: string, { from, to }: InsightsRange, signal?: AbortSignal) {
  return callApi(apiCalls.admin.insightsFunnel, { params: { courseId }, query: { from, to }, signal });
}

export const insightsFunnelQueryOptions = (courseId: string, range: InsightsRange) =>
  queryOptions({
    queryKey: insightsKeys.funnel(courseId, range.from, range.to),
    queryFn: ({ signal }) => getInsightsFunnel(courseId, range, signal),
  });

export function useInsightsFunnel(courseId: string | undefined, range: InsightsRange) {
  return useQuery({ ...insightsFunnelQueryOptions(courseId ?? '', range), enabled: Boolean(courseId), placeholderData: keepPreviousData });
}
