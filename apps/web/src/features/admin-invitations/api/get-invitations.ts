import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCalls, type InvitationQuery } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** While mail of a send is still going out, the list asks again every few seconds: that is the delivery's progress. */
const DELIVERY_POLL_MS = 3_000;

/** The previous page stays on screen while the next search, filter or page loads. */
export function useInvitations(query: InvitationQuery) {
  return useQuery({
    queryKey: [...adminKeys.invitations, query],
    queryFn: ({ signal }) => callApi(apiCalls.admin.invitations, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => ((current.state.data?.delivery.pending ?? 0) > 0 ? DELIVERY_POLL_MS : false),
  });
}
