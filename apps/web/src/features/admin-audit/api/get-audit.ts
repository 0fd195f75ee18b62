import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type AuditQuery } from '@academy/shared';
import { callApi, downloadFromApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function getAudit(query: AuditQuery, signal?: AbortSignal) {
  return callApi(apiCalls.admin.audit, { query, signal });
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: [...adminKeys.audit, query], queryFn: ({ signal }) => getAudit(query, signal) });

/** The previous page stays on screen while the next filter or page loads. */
export function useAudit(query: AuditQuery) {
  return useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
}

/** The same filters as a CSV file (GET /api/admin/audit/export). */
export function downloadAuditCsv({ actor, action, from, to }: AuditQuery) {
  return downloadFromApi('/admin/audit/export', { actor, action, from, to }, 'audit.csv');
}
