import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

/** Where a mistyped or hidden certificate's address leads: a not-found page that says it is a certificate. */
export const CERTIFICATE_NOT_FOUND_PATH = '/certificates/not-found';

/** A certificate as its public page shows it; rendered on the server with the page (decision 019). */
export function getCertificate(certificateId: string, signal?: AbortSignal) {
  return callApi(apiCalls.certificates.one, { params: { certificateId }, signal, notFoundPath: CERTIFICATE_NOT_FOUND_PATH });
}

export const certificateQueryOptions = (certificateId: string) =>
  queryOptions({ queryKey: ['certificate', certificateId], queryFn: ({ signal }) => getCertificate(certificateId, signal) });

export function useCertificate(certificateId: string) {
  return useSuspenseQuery(certificateQueryOptions(certificateId));
}
