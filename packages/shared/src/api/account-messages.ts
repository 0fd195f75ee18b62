/**
 * What an administrator signed in with a password alone hears where the portal requires a second
 * factor (decision 052). Zod-free: the role guard that says it is on every page's first load.
 */
export const ADMIN_SECOND_FACTOR_MESSAGE =
  'Administrator rights on this portal need a passkey: add one under Passkeys in My Account, then sign out and sign in with it (or with a recovery code).';
