import { useMutation } from '@tanstack/react-query';
import { apiCalls } from '@academy/shared';
import { callApi, contractPath, downloadFromApi } from '../../../lib/api-client';
import { endDeletedSession } from '../../../lib/auth/session';

/** GET /api/user/data: everything the academy keeps about the user, saved by the browser as a JSON file. */
export function downloadAccountData() {
  return downloadFromApi(contractPath(apiCalls.user.downloadData.path, undefined), {}, 'academy-data.json');
}

/** A refusal (wrong confirmation, demo account, last administrator) is shown beside the form, not as a toast. */
export function deleteAccount(confirmation: string) {
  return callApi(apiCalls.user.deleteAccount, { body: { confirmation }, silent: true });
}

/** Where a deleted account's browser lands. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * Once deleted, the browser's session ends too, and the page is loaded afresh: nothing of the
 * account stays in the app's memory (its cached answers), and no guard of the account page reacts
 * to the ended session by starting a sign-in.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (confirmation: string) => {
      await deleteAccount(confirmation);
      await endDeletedSession();
      window.location.replace(ACCOUNT_DELETED_PATH);
    },
  });
}
