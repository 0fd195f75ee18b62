import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { accountVerifications, identityAccounts, invitations, users } from '../../db/schema';
import { recordAudit, type DbOrTx } from '../audit/audit-log';
import { hashInvitationToken } from './invitation-token';

/** A live invitation (not accepted, revoked or expired) of this portal, or undefined: every other case looks the same. */
async function liveInvitation(db: DbOrTx, tenantId: TenantId, token: string, lock = false) {
  const query = db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tenantId, tenantId),
        eq(invitations.tokenHash, hashInvitationToken(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The academy user and sign-in account with this address on the portal, if any. */
async function accountWithAddress(db: DbOrTx, tenantId: TenantId, email: string) {
  const [row] = await db
    .select({ accountId: identityAccounts.id, user: users })
    .from(identityAccounts)
    .innerJoin(users, and(eq(users.tenantId, identityAccounts.tenantId), eq(users.subject, sql`${identityAccounts.id}::text`)))
    .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.email, email)));
  return row;
}

/** What the invitation page shows: the address and names, and whether the address is already a member. */
export async function openInvitation(db: Database, tenantId: TenantId, token: string) {
  const invitation = await liveInvitation(db, tenantId, token);
  if (!invitation) return undefined;
  const existing = await accountWithAddress(db, tenantId, invitation.email);
  return {
    email: invitation.email,
    firstName: invitation.firstName ?? existing?.user.firstName ?? '',
    lastName: invitation.lastName ?? existing?.user.lastName ?? '',
    member: existing?.user.emailVerified === true,
  };
}

/** Each right an invitation grants, audited as the Users screen's switch audits it. */
const RIGHT_GRANTS = [
  ['isAdmin', 'user.admin-grant'],
  ['isPro', 'user.pro-grant'],
  ['isAuthor', 'user.author-grant'],
] as const;

export type Acceptance =
  | { outcome: 'gone' }
  | { outcome: 'member'; email: string }
  | { outcome: 'accepted'; accountId: string; email: string; tookOver: boolean };

/**
 * Accepts a live invitation in one transaction: creates a verified account with the chosen name and
 * password (or, when someone signed up with the address but never confirmed it, gives that account
 * to the mailbox's owner as a sign-up code would), grants the invitation's rights, ends the link and
 * audits it, each right as the Users screen's switch audits it. The rights follow the Users screen's
 * rule: they are granted by the inviting admin, only if that account is still an administrator of the
 * portal; otherwise the account is made without them and the audit entry says why. An address that became a member meanwhile accepts nothing.
 */
export async function acceptInvitation(
  db: Database,
  tenantId: TenantId,
  token: string,
  person: { firstName: string; lastName: string; passwordHash: string },
): Promise<Acceptance> {
  return db.transaction(async (tx) => {
    const invitation = await liveInvitation(tx, tenantId, token, true);
    if (!invitation) return { outcome: 'gone' };
    const existing = await accountWithAddress(tx, tenantId, invitation.email);
    if (existing?.user.emailVerified) return { outcome: 'member', email: invitation.email };

    const [admins, [inviter]] = await Promise.all([
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.isAdmin, true)))
        .orderBy(users.id)
        .for('update'),
      invitation.invitedBy ? tx.select().from(users).where(eq(users.id, invitation.invitedBy)) : Promise.resolve([]),
    ]);
    const inviterIsAdmin = inviter !== undefined && inviter.emailVerified && admins.some((admin) => admin.id === inviter.id);
    const rights = {
      isPro: invitation.isPro && inviterIsAdmin,
      isAdmin: invitation.isAdmin && inviterIsAdmin,
      isAuthor: invitation.isAuthor && inviterIsAdmin,
    };
    const now = new Date();
    const names = { firstName: person.firstName, lastName: person.lastName };

    let accountId: string;
    let user: typeof users.$inferSelect;
    if (existing) {
      accountId = existing.accountId;
      await tx
        .update(identityAccounts)
        .set({ ...names, passwordHash: person.passwordHash, updatedAt: now })
        .where(eq(identityAccounts.id, accountId));
      await tx.delete(accountVerifications).where(eq(accountVerifications.accountId, accountId));
      [user] = await tx
        .update(users)
        .set({
          ...names,
          emailVerified: true,
          isPro: existing.user.isPro || rights.isPro,
          isAdmin: existing.user.isAdmin || rights.isAdmin,
          isAuthor: existing.user.isAuthor || rights.isAuthor,
          updatedAt: now,
        })
        .where(eq(users.id, existing.user.id))
        .returning();
    } else {
      const [identity] = await tx
        .insert(identityAccounts)
        .values({ tenantId, email: invitation.email, passwordHash: person.passwordHash, ...names })
        .returning({ id: identityAccounts.id });
      accountId = identity.id;
      [user] = await tx
        .insert(users)
        .values({ tenantId, subject: identity.id, login: invitation.email, ...names, emailVerified: true, ...rights })
        .returning();
    }
    await tx.update(invitations).set({ acceptedAt: now, acceptedUserId: user.id }).where(eq(invitations.id, invitation.id));

    const self = { userId: user.id, tokenId: null, label: user.login, firstName: user.firstName };
    const granter = inviter && { userId: inviter.id, tokenId: null, label: inviter.login, firstName: inviter.firstName };
    const grants = granter
      ? RIGHT_GRANTS.filter(([right]) => rights[right]).map(([, action]) => ({
          tenantId,
          actor: granter,
          action,
          entityType: 'user',
          entityId: user.id,
          before: { login: user.login, isAdmin: false, isPro: false, isAuthor: false },
          after: { login: user.login, isAdmin: user.isAdmin, isPro: user.isPro, isAuthor: user.isAuthor, through: 'invitation' },
        }))
      : [];
    const asked = invitation.isPro || invitation.isAdmin || invitation.isAuthor;
    await recordAudit(tx, [
      {
        tenantId,
        actor: self,
        action: 'invitation.accept',
        entityType: 'invitation',
        entityId: invitation.id,
        after: {
          email: invitation.email,
          isPro: user.isPro,
          isAdmin: user.isAdmin,
          isAuthor: user.isAuthor,
          ...(asked && !inviterIsAdmin ? { rightsNotGranted: 'the inviting account is no longer an administrator' } : {}),
          ...(existing ? { account: 'an unconfirmed sign-up with this address, taken over' } : {}),
        },
      },
      ...grants,
    ]);
    return { outcome: 'accepted', accountId, email: invitation.email, tookOver: existing !== undefined };
  });
}
