import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function setCertificateRevocation({ certificateId, revoked }: { certificateId: string; revoked: boolean }) {
  return callApi(apiCalls.admin.setCertificateRevocation, { params: { certificateId }, body: { revoked }, skipNotFoundRedirect: true });
}

/** Failures arrive as the API client's danger toast; the list is read again either way. */
export function useSetCertificateRevocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificateRevocation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.certificates }),
  });
}
