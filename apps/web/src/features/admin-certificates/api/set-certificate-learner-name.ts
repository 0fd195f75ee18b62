import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function setCertificateLearnerName({ certificateId, learnerName }: { certificateId: string; learnerName: string }) {
  return callApi(apiCalls.admin.setCertificateLearnerName, {
    params: { certificateId },
    body: { learnerName },
    skipNotFoundRedirect: true,
  });
}

/** Failures arrive as the API client's danger toast; the list is read again either way. */
export function useSetCertificateLearnerName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificateLearnerName,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.certificates }),
  });
}
