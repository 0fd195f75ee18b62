import { and, eq, sql } from 'drizzle-orm';
import { PORTAL_BRANDS, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { identityAccounts, users } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
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

/**
 * Mails a single-use reset link to the account with this address on this portal, if there is one,
 * and audits the request; an address without an account gets nothing. Callers answer the person
 * before this runs, so neither the answer nor its timing tells which addresses have accounts.
 */
export async function mailPasswordReset(deps: { db: Database; mailer: Mailer }, request: PasswordResetRequest): Promise<void> {
  const { tenantId, email, origin, validMinutes } = request;
  const link = await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: identityAccounts.id, userId: users.id, login: users.login })
      .from(identityAccounts)
      .innerJoin(users, and(eq(users.tenantId, identityAccounts.tenantId), eq(users.subject, sql`${identityAccounts.id}::text`)))
      .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.email, email)));
    if (!account) return undefined;
    const issued = await issuePasswordLink(tx, { tenantId, accountId: account.id, validHours: validMinutes / 60, purpose: 'reset' });
    await recordAudit(tx, {
      tenantId,
      actor: RESET_FORM,
      action: 'user.password-reset-request',
      entityType: 'user',
      entityId: account.userId,
      after: { login: account.login, expiresAt: issued.expiresAt.toISOString() },
    });
    return `${origin}${PASSWORD_LINK_PATH}?token=${issued.token}`;
  });
  if (link) await deps.mailer.send(resetMail(tenantId, email, link, validMinutes));
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
