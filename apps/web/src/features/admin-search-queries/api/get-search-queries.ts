import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function getSearchQueries(signal?: AbortSignal) {
  return callApi(apiCalls.admin.searchQueries, { signal });
}

export const searchQueriesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.searchQueries, queryFn: ({ signal }) => getSearchQueries(signal) });

export function useSearchQueries() {
  return useQuery(searchQueriesQueryOptions());
}
