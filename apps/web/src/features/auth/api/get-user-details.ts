import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type UserDetails } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';

export function getUserDetails(signal?: AbortSignal) {
  return callApi(apiCalls.user.details, { signal });
}

export const userDetailsQueryOptions = (subject: string) =>
  queryOptions({
    queryKey: ['user', 'details', subject],
    queryFn: ({ signal }) => getUserDetails(signal),
    staleTime: Infinity,
    // A role granted or revoked elsewhere shows when the learner comes back to the tab (decision 021).
    refetchOnWindowFocus: 'always',
  });

export interface CurrentUser {
  /** The academy account, once the look-up found one. */
  user: UserDetails | null;
  /** Spec section 4: false while the account look-up runs, true once a login id came back. */
  isVerified: boolean;
  /** The look-up has answered (or failed), or there is nobody signed in. */
  isSettled: boolean;
}

/** The look-up runs after sign-in, once per signed-in subject. */
function useUserDetailsQuery() {
  const { isAuthenticated, claims } = useSession();
  const subject = claims?.sub ?? '';
  const query = useQuery({ ...userDetailsQueryOptions(subject), enabled: isAuthenticated && subject !== '' });
  return { isAuthenticated, subject, query };
}

export function useCurrentUser(): CurrentUser {
  const { isAuthenticated, query } = useUserDetailsQuery();
  const user = query.data && query.data.login !== null ? query.data : null;
  return { user, isVerified: user !== null, isSettled: !isAuthenticated || query.status !== 'pending' };
}

/**
 * Whether the signed-in user is unknown to the account system, and where they may register. The app
 * explains this on a screen of its own and opens the address only when the user asks (decision 014);
 * opening it by itself was blocked as a pop-up, and with the embedded provider (registration at
 * /auth) each new tab signed in again and opened another.
 */
export function useUnknownAccount() {
  const {
    query: { data, refetch, isFetching },
  } = useUserDetailsQuery();
  const unknown = data !== undefined && data.login === null;
  return {
    isUnknown: unknown,
    registrationUrl: unknown ? data.registrationUrl : '',
    checkAgain: () => void refetch(),
    isChecking: isFetching,
  };
}
