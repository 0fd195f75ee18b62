import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { insightsKeys } from './insights-keys';

export function refreshInsights() {
  return callApi(apiCalls.admin.refreshInsights);
}

/** Recomputes the portal's aggregates, then every range on screen is read again. */
export function useRefreshInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshInsights,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightsKeys.all }),
  });
}
