import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { identityAccounts, users } from '../../db/schema';
import { hashPassword } from '../../identity/passwords';
import { recordAudit, type Actor } from '../audit/audit-log';
import { issuePasswordLink } from '../accounts/password-links';

/** Who the audit log names for what an operator does from the command line (admin.js). */
export const OPERATOR: Actor = { userId: null, tokenId: null, label: 'operator (admin.js)', firstName: 'Operator' };

export interface AdministratorRequest {
  tenantId: TenantId;
  email: string;
  firstName: string;
  lastName: string;
  validHours: number;
}

/**
 * Makes an address an administrator of one portal, for the first administrator of a new
 * installation (decision 037), and returns a single-use link that sets its password. A new
 * account gets a password nobody knows and an unverified address, so it has no rights until the
 * link is used; an existing account keeps its password and gains the right (which, on an
 * unverified address, applies only once the address is proven). One transaction with its audit entries.
 */
export async function makeAdministrator(db: Database, request: AdministratorRequest) {
  const { tenantId, email } = request;
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    let [identity] = await tx
      .select({ id: identityAccounts.id })
      .from(identityAccounts)
      .where(and(eq(identityAccounts.tenantId, tenantId), eq(identityAccounts.email, email)))
      .for('update');
    const created = !identity;
    let userId: string;
    if (!identity) {
      [identity] = await tx
        .insert(identityAccounts)
        .values({ tenantId, email, passwordHash: unusablePassword, firstName: request.firstName, lastName: request.lastName })
        .returning({ id: identityAccounts.id });
      const [user] = await tx
        .insert(users)
        .values({
          tenantId,
          subject: identity.id,
          login: email,
          firstName: request.firstName,
          lastName: request.lastName,
          isAdmin: true,
          emailVerified: false,
        })
        .returning();
      userId = user.id;
      await recordAudit(tx, {
        tenantId,
        actor: OPERATOR,
        action: 'user.create',
        entityType: 'user',
        entityId: userId,
        after: { login: email, isAdmin: true, isPro: false },
      });
    } else {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.subject, identity.id)));
      userId = user.id;
      if (!user.isAdmin) {
        await tx.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, user.id));
        await recordAudit(tx, {
          tenantId,
          actor: OPERATOR,
          action: 'user.admin-grant',
          entityType: 'user',
          entityId: user.id,
          before: { login: user.login, isAdmin: false, isPro: user.isPro },
          after: { login: user.login, isAdmin: true, isPro: user.isPro },
        });
      }
    }
    const link = await issuePasswordLink(tx, { tenantId, accountId: identity.id, validHours: request.validHours });
    await recordAudit(tx, {
      tenantId,
      actor: OPERATOR,
      action: 'user.password-link',
      entityType: 'user',
      entityId: userId,
      after: { login: email, expiresAt: link.expiresAt.toISOString() },
    });
    return { created, ...link };
  });
}
