import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, CERTIFICATES_PAGE_SIZE } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export interface CertificateSearch {
  searchValue: string;
  pageNumber: number;
}

export const INITIAL_CERTIFICATE_SEARCH: CertificateSearch = { searchValue: '', pageNumber: 0 };

export function getCertificates({ searchValue, pageNumber }: CertificateSearch, signal?: AbortSignal) {
  return callApi(apiCalls.admin.certificates, {
    query: { searchValue, pageNumber: String(pageNumber), pageSize: String(CERTIFICATES_PAGE_SIZE) },
    signal,
  });
}

export const certificatesQueryOptions = (search: CertificateSearch) =>
  queryOptions({ queryKey: [...adminKeys.certificates, search], queryFn: ({ signal }) => getCertificates(search, signal) });

/** The previous page stays on screen while the next one loads. */
export function useCertificates(search: CertificateSearch) {
  return useQuery({ ...certificatesQueryOptions(search), placeholderData: keepPreviousData });
}
