import type { users } from '../../db/schema';
import type { TokenIdentity } from '../tokens/personal-access-tokens';

/** An academy user of one portal, as stored. */
export type AcademyUser = typeof users.$inferSelect;

export interface Authentication {
  /** The verified token's claims, or null without a (valid) bearer token. */
  claims: {
    sub: string;
    email?: string;
    firstName?: string;
    lastName?: string;
    /** The embedded provider's grant (sign-in) of the token. */ grantId?: string;
  } | null;
  /** The academy user of this portal, or null when the account system does not know the subject. */
  user: AcademyUser | null;
  /** Why a presented token was refused. */
  tokenError: string | null;
  /** The personal access token that authenticated the request (then claims and user are null). */
  token: TokenIdentity | null;
  /** An administrator signed in without a second factor where the portal requires one: `user` has learner rights (decision 052). */
  adminAwaitsSecondFactor: boolean;
}

/** Admin, author and pro rights apply only once the account's e-mail address is verified (decision 014). */
export const withVerifiedRights = (user: AcademyUser): AcademyUser =>
  user.emailVerified ? user : { ...user, isAdmin: false, isAuthor: false, isPro: false };

/**
 * Who a message (feedback, contact) is sent as: only an account with a verified address speaks as
 * a person; an unverified one is an anonymous visitor there, with the anonymous limits.
 */
export const speakingUser = (authentication: Authentication): AcademyUser | null =>
  authentication.user?.emailVerified ? authentication.user : null;
