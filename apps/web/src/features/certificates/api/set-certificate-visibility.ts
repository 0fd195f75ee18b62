import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { myCertificatesQueryOptions } from '../../../lib/learning/get-my-certificates';

export function setCertificateVisibility({ certificateId, hidden }: { certificateId: string; hidden: boolean }) {
  return callApi(apiCalls.certificates.setVisibility, { params: { certificateId }, body: { hidden }, skipNotFoundRedirect: true });
}

/** The learner's list takes the answer at once; the public page's cached copy is read again. */
export function useSetCertificateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificateVisibility,
    onSuccess: (updated) => {
      queryClient.setQueryData(
        myCertificatesQueryOptions().queryKey,
        (current) =>
          current && { certificates: current.certificates.map((item) => (item.certificateId === updated.certificateId ? updated : item)) },
      );
      return queryClient.invalidateQueries({ queryKey: ['certificate', updated.certificateId] });
    },
  });
}
