import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** The abilities a token may have, and the longest lifetime the server allows. */
export function getAbilities(signal?: AbortSignal) {
  return callApi(apiCalls.admin.abilities, { signal });
}

export const abilitiesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.abilities, queryFn: ({ signal }) => getAbilities(signal), staleTime: Infinity });

export function useAbilities() {
  return useQuery(abilitiesQueryOptions());
}
