import { useEffect } from 'react';
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

const registrationOpenedFor = new Set<string>();

/** Spec: a signed-in user the account system does not know is sent to registration in a new tab. */
export function useRegistrationPrompt() {
  const {
    subject,
    query: { data },
  } = useUserDetailsQuery();
  const registrationUrl = data && data.login === null ? data.registrationUrl : null;
  useEffect(() => {
    if (!registrationUrl || registrationOpenedFor.has(subject)) return;
    registrationOpenedFor.add(subject);
    window.open(registrationUrl, '_blank', 'noopener,noreferrer');
  }, [registrationUrl, subject]);
}
