import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';

/** A certificate as its public page shows it; rendered on the server with the page (decision 019). */
export function getCertificate(certificateId: string, signal?: AbortSignal) {
  return callApi(apiCalls.certificates.one, { params: { certificateId }, signal });
}

export const certificateQueryOptions = (certificateId: string) =>
  queryOptions({ queryKey: ['certificate', certificateId], queryFn: ({ signal }) => getCertificate(certificateId, signal) });

export function useCertificate(certificateId: string) {
  return useSuspenseQuery(certificateQueryOptions(certificateId));
}
