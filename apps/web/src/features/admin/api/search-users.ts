import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USERS_PAGE_SIZE, type AdminUser, type UserSearch } from '@academy/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export interface UserPage {
  result: { content: AdminUser[]; totalElements: number; pageNumber: number; pageSize: number };
}

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

export function searchUsers(body: UserSearchState, signal?: AbortSignal): Promise<UserPage> {
  return apiRequest('/admin/users/search', { method: 'POST', body, signal });
}

export const usersQueryOptions = (body: UserSearchState) =>
  queryOptions({ queryKey: [...adminKeys.users, body], queryFn: ({ signal }) => searchUsers(body, signal) });

/** The previous page stays on screen while the next one loads. */
export function useUserSearch(body: UserSearchState) {
  return useQuery({ ...usersQueryOptions(body), placeholderData: keepPreviousData });
}
