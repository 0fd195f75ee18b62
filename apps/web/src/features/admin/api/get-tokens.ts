import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenSummary } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export function getTokens(signal?: AbortSignal): Promise<{ result: TokenSummary[] }> {
  return apiRequest('/admin/personal-access-tokens', { signal });
}

export const tokensQueryOptions = () => queryOptions({ queryKey: adminKeys.tokens, queryFn: ({ signal }) => getTokens(signal) });

export function useTokens() {
  return useQuery(tokensQueryOptions());
}
