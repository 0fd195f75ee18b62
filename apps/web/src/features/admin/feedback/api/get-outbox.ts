import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@academy/shared';
import { apiRequest } from '../../../../lib/api-client';

export function getOutbox(signal?: AbortSignal): Promise<{ result: OutboxMessage[] }> {
  return apiRequest('/admin/outbox', { signal });
}

export const outboxQueryOptions = () => queryOptions({ queryKey: ['admin', 'outbox'], queryFn: ({ signal }) => getOutbox(signal) });

export function useOutbox() {
  return useSuspenseQuery(outboxQueryOptions()).data.result;
}
