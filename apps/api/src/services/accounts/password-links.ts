import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { identityAccounts, passwordLinks, users } from '../../db/schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';

/** The page a password link opens, on the account's portal. */
export const PASSWORD_LINK_PATH = '/identity/set-password';
/** How long a link may be given to live; its default is a day. */
export const PASSWORD_LINK_MAX_HOURS = 168;

/** 256 random bits: the link's token cannot be guessed, so its hash alone finds the row. */
const hashToken = (token: string) => createHash('sha256').update(`password-link:${token}`).digest('hex');

/**
 * What a link is for: `set`, an operator's link for a new administrator (decision 037), or `reset`,
 * mailed to the account's owner who forgot the password (decision 043). A reset token starts with
 * `reset.` (a dot never occurs in base64url), and the stored hash covers the whole token, so the
 * purpose cannot be changed without losing the link, and needs no column.
 */
export type PasswordLinkPurpose = 'set' | 'reset';
const RESET_PREFIX = 'reset.';
const purposeOf = (token: string): PasswordLinkPurpose => (token.startsWith(RESET_PREFIX) ? 'reset' : 'set');

/** Makes a link for the account and returns its token; an earlier unused link of the account ends. */
export async function issuePasswordLink(
  tx: DbOrTx,
  link: { tenantId: TenantId; accountId: string; validHours: number; purpose?: PasswordLinkPurpose },
) {
  const token = `${link.purpose === 'reset' ? RESET_PREFIX : ''}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + link.validHours * 3_600_000);
  await tx.delete(passwordLinks).where(eq(passwordLinks.accountId, link.accountId));
  await tx.insert(passwordLinks).values({ tenantId: link.tenantId, accountId: link.accountId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The account a live link of this portal belongs to, or undefined (unknown, used, expired or another portal's). */
export async function findPasswordLink(db: DbOrTx, tenantId: TenantId, token: string) {
  const [row] = await db
    .select({ id: passwordLinks.id, accountId: passwordLinks.accountId, email: identityAccounts.email })
    .from(passwordLinks)
    .innerJoin(identityAccounts, eq(identityAccounts.id, passwordLinks.accountId))
    .where(
      and(eq(passwordLinks.tenantId, tenantId), eq(passwordLinks.tokenHash, hashToken(token)), gt(passwordLinks.expiresAt, new Date())),
    );
  return row && { ...row, purpose: purposeOf(token) };
}

/**
 * Sets the password of a live link's account and ends the link, in one transaction with its audit
 * entry. Opening the link proves the address: the administrator who made it vouched for it, or the
 * reset link came through its mailbox, so the address counts as verified. Returns the account, or
 * undefined when the link no longer works.
 */
export async function usePasswordLink(db: Database, tenantId: TenantId, token: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const link = await findPasswordLink(tx, tenantId, token);
    if (!link) return undefined;
    const deleted = await tx.delete(passwordLinks).where(eq(passwordLinks.id, link.id)).returning({ id: passwordLinks.id });
    // Another request used it between the read and the delete.
    if (deleted.length === 0) return undefined;
    const now = new Date();
    await tx.update(identityAccounts).set({ passwordHash, updatedAt: now }).where(eq(identityAccounts.id, link.accountId));
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(and(eq(users.tenantId, tenantId), eq(users.subject, link.accountId)))
      .returning();
    await recordAudit(tx, {
      tenantId,
      actor: { userId: user.id, tokenId: null, label: user.login, firstName: user.firstName },
      action: 'user.password-set',
      entityType: 'user',
      entityId: user.id,
      after: { login: user.login, through: link.purpose === 'reset' ? 'password reset mail' : 'password link' },
    });
    return { accountId: link.accountId, email: link.email, purpose: link.purpose };
  });
}
