import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** One user of the portal; another portal's user, like one that does not exist, answers 404 (the not-found page). */
export function getLearner(userId: string, signal?: AbortSignal) {
  return callApi(apiCalls.admin.learner, { params: { userId }, signal });
}

export const learnerQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.learner(userId), queryFn: ({ signal }) => getLearner(userId, signal) });

export function useLearner(userId: string) {
  return useQuery(learnerQueryOptions(userId));
}
