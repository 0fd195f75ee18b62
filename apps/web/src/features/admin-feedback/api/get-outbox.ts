import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type OutboxQuery } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function getOutbox(query: OutboxQuery, signal?: AbortSignal) {
  return callApi(apiCalls.admin.outbox, { query, signal });
}

export const outboxQueryOptions = (query: OutboxQuery) =>
  queryOptions({ queryKey: ['admin', 'outbox', query], queryFn: ({ signal }) => getOutbox(query, signal) });

/** The previous page stays on screen while the next search, filter or page loads. */
export function useOutbox(query: OutboxQuery) {
  return useQuery({ ...outboxQueryOptions(query), placeholderData: keepPreviousData });
}
