import type { AdminUser, TenantId } from '@academy/shared';
import { HttpError } from '../../errors';
import { identityAccountOf } from '../account-data/owner-addresses';
import { resendAccountCode, type AccountMailDeps } from '../accounts/account-verification';
import { mailResetLink } from '../accounts/password-reset';
import { recordAudit, type Actor } from '../audit/audit-log';
import { countVerificationMail } from '../mail/verification-mail-limit';
import { findPortalUser } from './learner-page';
import { presentUser } from './users';

/**
 * The account a mail from the learner's page goes to: of this portal, active, and held by the
 * academy's own sign-in (an external provider keeps its own addresses and passwords).
 */
async function mailableAccount(db: AccountMailDeps['db'], tenantId: TenantId, userId: string) {
  const user = await findPortalUser(db, tenantId, userId);
  if (user.deactivatedAt) throw new HttpError(409, 'This account is deactivated; reactivate it first', 'ACCOUNT_DEACTIVATED');
  const identity = await identityAccountOf(db, { tenantId, user });
  if (!identity) throw new HttpError(400, 'This account signs in through another identity provider, which mails it', 'BAD_REQUEST');
  return { user, identity };
}

/** An administrator mails the learner a new e-mail code (decision 014), within the address's limits; audited. */
export async function resendVerificationFor(
  deps: AccountMailDeps,
  tenantId: TenantId,
  userId: string,
  actor: Actor,
): Promise<{ message: string; user: AdminUser }> {
  const { user, identity } = await mailableAccount(deps.db, tenantId, userId);
  if (user.emailVerified) throw new HttpError(409, "This account's e-mail address is already verified", 'ALREADY_VERIFIED');
  const { message } = await resendAccountCode(deps, user);
  await recordAudit(deps.db, {
    tenantId,
    actor,
    action: 'user.verification-resend',
    entityType: 'user',
    entityId: user.id,
    after: { login: user.login, to: identity.email },
  });
  return { message, user: presentUser(user) };
}

/**
 * An administrator mails the learner a password reset link, the one "Forgot password?" mails
 * (decision 043), counted on the address's limits like every link and code; audited with the link's expiry.
 */
export async function sendPasswordResetFor(
  deps: AccountMailDeps,
  target: { tenantId: TenantId; userId: string; origin: string; validMinutes: number },
  actor: Actor,
): Promise<{ message: string; user: AdminUser }> {
  const { tenantId, userId, origin, validMinutes } = target;
  const { user, identity } = await mailableAccount(deps.db, tenantId, userId);
  await countVerificationMail(deps.limiter, tenantId, identity.email);
  const sent = await mailResetLink(
    deps,
    { tenantId, origin, validMinutes },
    { id: identity.id, userId: user.id, login: user.login, email: identity.email },
    actor,
  );
  if (sent.status === 'failed') throw new HttpError(422, `The link could not be sent to ${identity.email}; try again later`, 'MAIL_FAILED');
  return { message: `A password reset link was sent to ${identity.email}`, user: presentUser(user) };
}
