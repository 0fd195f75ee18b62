import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: the token cannot be guessed, so its hash alone finds the invitation. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string) => createHash('sha256').update(`invitation:${token}`).digest('hex');

/**
 * The link an invitation mail carries: the web app's sign-in on the invitee's portal (the configured
 * public origin, never a request's Host), which hands the token to the provider's invitation page.
 */
export const invitationLink = (origin: string, token: string) => `${origin}/auth?invitation=${token}`;
