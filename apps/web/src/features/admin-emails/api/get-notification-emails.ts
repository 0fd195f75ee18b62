import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiCalls, NOTIFICATION_EMAIL_TYPES, type NotificationEmailType } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

export function getNotificationEmails(type: NotificationEmailType, signal?: AbortSignal) {
  return callApi(apiCalls.email.list, { query: { type }, signal });
}

export const notificationEmailsQueryOptions = (type: NotificationEmailType) =>
  queryOptions({ queryKey: [...adminKeys.emails, type], queryFn: ({ signal }) => getNotificationEmails(type, signal) });

/** The server lists one type per call; the screen shows every type in one table. */
export function useAllNotificationEmails() {
  return useQueries({
    queries: NOTIFICATION_EMAIL_TYPES.map((type) => notificationEmailsQueryOptions(type)),
    combine: (results) => ({
      emails: results.flatMap((result) => result.data?.result ?? []),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
