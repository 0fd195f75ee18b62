import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, USERS_PAGE_SIZE, type UserSearch } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin/admin-query-keys';

/** Spec section 9: pages of 20, zero-based, first sorted by first name ascending. */
export const INITIAL_USER_SEARCH = {
  sortBy: 'firstName',
  sortDir: 'asc',
  pageNumber: 0,
  pageSize: USERS_PAGE_SIZE,
  includeExpireData: false,
  searchValue: '',
} as const satisfies UserSearch;

export type UserSearchState = Required<UserSearch>;

export function searchUsers(body: UserSearchState, signal?: AbortSignal) {
  return callApi(apiCalls.admin.searchUsers, { body, signal });
}

export const usersQueryOptions = (body: UserSearchState) =>
  queryOptions({ queryKey: [...adminKeys.users, body], queryFn: ({ signal }) => searchUsers(body, signal) });

/** The previous page stays on screen while the next one loads. */
export function useUserSearch(body: UserSearchState) {
  return useQuery({ ...usersQueryOptions(body), placeholderData: keepPreviousData });
}
