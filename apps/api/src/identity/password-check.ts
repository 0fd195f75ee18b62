import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { clientAddressKey } from '../services/rate-limit/client-address';
import { signInAccount } from './accounts';
import type { KnownBrowsers } from './known-browsers';
import { PasswordHashesBusy, type PerClientLimit } from './password-hash-gate';
import type { SignInLimiter } from './sign-in-limiter';

export interface PasswordCheckLimits {
  signIn: SignInLimiter;
  /** Password checks in flight per client address, so one client cannot take every hash slot. */
  checksPerClient: PerClientLimit;
  /** Browsers each account signed in on, which pass an address's budget of failures. */
  knownBrowsers: KnownBrowsers;
}

export const inWords = (seconds: number) =>
  seconds === 1 ? '1 second' : seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;

/**
 * An e-mail and password checked under the sign-in limits (decisions 015 and 040), wherever a page
 * asks for the password: sign-in, sign-in with a recovery code, the security page's confirmation.
 * Gives the refusal (429 and its wait), or the account (undefined when the password is wrong) and
 * the attempt, which the caller settles as a success or a failure.
 */
export function createPasswordCheck(db: Database, limits: PasswordCheckLimits) {
  return async (request: FastifyRequest, credentials: { email: string; password: string }) => {
    const { email, password } = credentials;
    const address = clientAddressKey(request.ip);
    const knownBrowser = limits.knownBrowsers.knows(request.headers.cookie, request.tenantId, email);
    const claim = await limits.signIn.claimAttempt(request.tenantId, email, address, { knownBrowser });
    if ('refused' in claim) {
      const { retryAfterSeconds, reason } = claim.refused;
      const who = reason === 'account' ? 'for this account from your network' : 'from your network';
      return { refused: { retryAfterSeconds, message: `Too many failed sign-ins ${who}. Try again in ${inWords(retryAfterSeconds)}.` } };
    }
    try {
      const account = await limits.checksPerClient.run(address, () => signInAccount(db, request.tenantId, email, password));
      return {
        account,
        failed: () => limits.signIn.recordFailure(),
        succeeded: () => limits.signIn.recordSuccess(request.tenantId, email, address, claim.failureId),
      };
    } catch (error) {
      if (!(error instanceof PasswordHashesBusy)) throw error;
      await limits.signIn.releaseAttempt(request.tenantId, email, address, claim.failureId);
      return { refused: { retryAfterSeconds: error.retryAfterSeconds!, message: error.message } };
    }
  };
}
