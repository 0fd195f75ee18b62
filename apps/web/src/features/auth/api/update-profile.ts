import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCalls, type ProfileUpdate } from '@academy/shared';
import { callApi } from '../../../lib/api-client';
import { refreshSession, useSession } from '../../../lib/auth/session';
import { userDetailsQueryOptions } from './get-user-details';

export function updateProfile(body: ProfileUpdate) {
  return callApi(apiCalls.user.updateProfile, { body });
}

/**
 * Saves the name, puts the answer into the user-details query, and refreshes the session so the
 * access token (whose claims the account menu shows) carries the new name.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const subject = useSession().claims?.sub ?? '';
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(userDetailsQueryOptions(subject).queryKey, user);
      await refreshSession({ force: true });
    },
  });
}
