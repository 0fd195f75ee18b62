/**
 * How a sign-in was made, as OpenID's `amr` (RFC 8176) on the provider session and in the access
 * token (decision 052). "mfa" marks the two that count as a second factor: a passkey (a device and
 * its user verification) and a password with a recovery code.
 */
export const PASSWORD_AMR = ['pwd'];
export const PASSKEY_AMR = ['hwk', 'user', 'mfa'];
export const RECOVERY_CODE_AMR = ['pwd', 'otp', 'mfa'];

/** Whether a token's `amr` claim shows a second factor (an external issuer that says "mfa" counts too). */
export const hasSecondFactor = (amr: unknown): boolean => Array.isArray(amr) && amr.includes('mfa');

/** How recent a sign-in must be to add or remove a passkey or make recovery codes, so a stolen session cannot. */
export const FRESH_SIGN_IN_SECONDS = 300;
