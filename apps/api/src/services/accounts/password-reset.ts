import { and, eq, isNull, sql } from 'drizzle-orm';
import { PORTAL_BRANDS, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { identityAccounts, users } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import type { Mailer } from '../mail/mailer';
import { issuePasswordLink, PASSWORD_LINK_PATH } from './password-links';

/** Whoever filled in the "Forgot password?" form: nobody is signed in, and the address alone proves nothing. */
const RESET_FORM = { userId: null, tokenId: null, label: 'visitor (forgot password form)', firstName: 'Visitor' };

export interface PasswordResetRequest {
  tenantId: TenantId;
  email: string;
  /** The portal's public origin from configuration, never the request's Host, so a link always names the portal. */
  origin: string;
  validMinutes: number;
}

/** The account a reset link is for: its sign-in identity and academy user. */
interface ResetAccount {
  id: string;
  userId: string;
  login: string;
  email: string;
}

/**
 * Mails a single-use reset link to the account with this address on this portal, if there is one
 * and it is not deactivated, and audits the request; any other address gets nothing. Callers answer
 * the person before this runs, so neither the answer nor its timing tells which addresses have accounts.
 */
export async function mailPasswordReset(deps: { db: Database; mailer: Mailer }, request: PasswordResetRequest): Promise<void> {
  const { tenantId, email } = request;
  const [account] = await deps.db
    .select({ id: identityAccounts.id, userId: users.id, login: users.login, email: identityAccounts.email })
    .from(identityAccounts)
    .innerJoin(users, and(eq(users.tenantId, identityAccounts.tenantId), eq(users.subject, sql`${identityAccounts.id}::text`)))
    .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.email, email), isNull(users.deactivatedAt)));
  if (account) await mailResetLink(deps, request, account, RESET_FORM);
}

/**
 * Issues the account's reset link (ending any earlier one), audits who asked for it, and mails it:
 * the form above, or an administrator from the learner's page (decision 050). Answers the mail's status.
 */
export async function mailResetLink(
  deps: { db: Database; mailer: Mailer },
  request: Omit<PasswordResetRequest, 'email'>,
  account: ResetAccount,
  actor: Actor,
) {
  const { tenantId, origin, validMinutes } = request;
  const link = await deps.db.transaction(async (tx) => {
    const issued = await issuePasswordLink(tx, { tenantId, accountId: account.id, validHours: validMinutes / 60, purpose: 'reset' });
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'user.password-reset-request',
      entityType: 'user',
      entityId: account.userId,
      after: { login: account.login, expiresAt: issued.expiresAt.toISOString() },
    });
    return `${origin}${PASSWORD_LINK_PATH}?token=${issued.token}`;
  });
  return deps.mailer.send(resetMail(tenantId, account.email, link, validMinutes));
}

function resetMail(tenantId: TenantId, email: string, link: string, validMinutes: number) {
  const brand = PORTAL_BRANDS[tenantId].academyName;
  return {
    tenantId,
    kind: 'verification' as const,
    to: [email],
    subject: `${brand}: choose a new password`,
    text:
      `Someone asked to reset the password of the ${brand} account for ${email}. To choose a new password, open this link ` +
      `within ${validMinutes} minutes:\n\n${link}\n\n` +
      `The link works once. Choosing a new password signs your account out everywhere. If you did not ask for this, ignore ` +
      `this message: your password stays as it is.\n`,
  };
}
