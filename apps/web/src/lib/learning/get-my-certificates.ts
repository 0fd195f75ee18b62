import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../api-client';

/** The learner's own certificates: My Account, the dashboard and a completed course's conclusion show them. */
export function getMyCertificates(signal?: AbortSignal) {
  return callApi(apiCalls.certificates.mine, { signal });
}

export const myCertificatesQueryOptions = () =>
  queryOptions({ queryKey: ['certificates', 'mine'], queryFn: ({ signal }) => getMyCertificates(signal) });

export function useMyCertificates() {
  return useSuspenseQuery(myCertificatesQueryOptions());
}

/** The certificate of one course or path, once the signed-in learner has it (`enabled`: only then is it asked for). */
export function useMyCertificateFor(itemId: string, enabled: boolean) {
  const { data } = useQuery({ ...myCertificatesQueryOptions(), enabled });
  return data?.certificates.find((certificate) => certificate.itemId === itemId) ?? null;
}
