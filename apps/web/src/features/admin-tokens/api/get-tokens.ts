import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function getTokens(signal?: AbortSignal) {
  return callApi(apiCalls.admin.tokens, { signal });
}

export const tokensQueryOptions = () => queryOptions({ queryKey: adminKeys.tokens, queryFn: ({ signal }) => getTokens(signal) });

export function useTokens() {
  return useQuery(tokensQueryOptions());
}
