import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { filtersToQuery, type FeedbackFilters } from '../feedback-filters';

export function getAdminFeedback(filters: FeedbackFilters, signal?: AbortSignal) {
  return callApi(apiCalls.admin.feedback, { query: filtersToQuery(filters), signal });
}

export const adminFeedbackQueryOptions = (filters: FeedbackFilters) =>
  queryOptions({ queryKey: ['admin', 'feedback', filters], queryFn: ({ signal }) => getAdminFeedback(filters, signal) });

/** The previous page stays on screen while the next filter or page loads. */
export function useAdminFeedback(filters: FeedbackFilters) {
  return useQuery({ ...adminFeedbackQueryOptions(filters), placeholderData: keepPreviousData });
}
