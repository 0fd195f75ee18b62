import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type SearchQuery } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

export function searchContent(query: SearchQuery, signal?: AbortSignal) {
  // A half-typed query that fails is not worth a toast; the screen says what went wrong.
  return callApi(apiCalls.search.query, { query, signal, silent: true });
}

export const searchQueryOptions = (query: SearchQuery) =>
  queryOptions({ queryKey: ['search', query], queryFn: ({ signal }) => searchContent(query, signal), staleTime: 60_000 });

/** The previous results stay on screen while the next query loads; an empty query asks nothing. */
export function useSearch(query: SearchQuery) {
  return useQuery({ ...searchQueryOptions(query), enabled: query.q.trim() !== '', placeholderData: keepPreviousData });
}
