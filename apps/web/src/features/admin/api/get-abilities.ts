import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type TokenAbility } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export function getAbilities(signal?: AbortSignal): Promise<{ result: { ability: TokenAbility; description: string }[] }> {
  return callApi(apiCalls.admin.abilities, { signal });
}

export const abilitiesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.abilities, queryFn: ({ signal }) => getAbilities(signal), staleTime: Infinity });

export function useAbilities() {
  return useQuery(abilitiesQueryOptions());
}
