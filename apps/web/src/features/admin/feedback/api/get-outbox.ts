import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../../lib/api-client';

export function getOutbox(signal?: AbortSignal) {
  return callApi(apiCalls.admin.outbox, { signal });
}

export const outboxQueryOptions = () => queryOptions({ queryKey: ['admin', 'outbox'], queryFn: ({ signal }) => getOutbox(signal) });

export function useOutbox() {
  return useSuspenseQuery(outboxQueryOptions()).data.result;
}
