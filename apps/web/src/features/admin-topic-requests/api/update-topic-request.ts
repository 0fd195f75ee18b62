import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { showToast } from '../../../lib/notifications';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** PUT /api/admin/topic-requests/{id}: handled, or open again. */
export function updateTopicRequest({ id, handled }: { id: string; handled: boolean }) {
  return callApi(apiCalls.admin.updateTopicRequest, { params: { id }, body: { handled }, skipNotFoundRedirect: true });
}

/** The inbox and the Searches screen's counts both change with a request's state. */
export function useUpdateTopicRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopicRequest,
    onSuccess: (request) =>
      showToast(request.handledAt ? `“${request.topic}” is marked handled` : `“${request.topic}” is open again`, { type: 'success' }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.topicRequests }),
        queryClient.invalidateQueries({ queryKey: adminKeys.searchQueries }),
      ]);
    },
  });
}
