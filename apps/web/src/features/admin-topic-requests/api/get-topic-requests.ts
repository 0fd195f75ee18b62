import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type TopicRequestQuery } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function getTopicRequests(query: TopicRequestQuery, signal?: AbortSignal) {
  return callApi(apiCalls.admin.topicRequests, { query, signal });
}

export const topicRequestsQueryOptions = (query: TopicRequestQuery) =>
  queryOptions({ queryKey: [...adminKeys.topicRequests, query], queryFn: ({ signal }) => getTopicRequests(query, signal) });

/** The previous page stays on screen while the next search, filter or page loads. */
export function useTopicRequests(query: TopicRequestQuery) {
  return useQuery({ ...topicRequestsQueryOptions(query), placeholderData: keepPreviousData });
}
