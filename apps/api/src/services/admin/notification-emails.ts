import { and, asc, count, eq, isNull } from 'drizzle-orm';
import {
  MAX_EMAILS_PER_TYPE,
  MAX_LEARNER_EMAILS,
  type AuditAction,
  type LEARNER_EMAIL_TYPE,
  type NotificationEmail,
  type NotificationEmailType,
  type TenantId,
} from '@academy/shared';
import type { Database } from '../../db/client';
import { emailVerifications, notificationEmails } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { recordAudit, type Actor, type DbOrTx } from '../audit/audit-log';

export type EmailRow = typeof notificationEmails.$inferSelect;

/**
 * Whose addresses a call manages: the portal's (`userId` null, its admins, every change audited) or
 * one learner's own (type `learner`; a learner's own settings, not an admin change, so not audited).
 * Every query filters by both, so neither ever reaches the other's rows.
 */
export interface EmailOwner {
  tenantId: TenantId;
  userId: string | null;
}
export type EmailType = NotificationEmailType | typeof LEARNER_EMAIL_TYPE;

export const portalAddresses = (tenantId: TenantId): EmailOwner => ({ tenantId, userId: null });
const ownedBy = (owner: EmailOwner) =>
  and(
    eq(notificationEmails.tenantId, owner.tenantId),
    owner.userId === null ? isNull(notificationEmails.userId) : eq(notificationEmails.userId, owner.userId),
  );
const auditFor = async (
  tx: DbOrTx,
  owner: EmailOwner,
  entry: { actor: Actor; action: AuditAction; entityType: string; entityId: string; before?: unknown; after?: unknown },
) => {
  if (owner.userId === null) await recordAudit(tx, { tenantId: owner.tenantId, ...entry });
};

export function presentEmail(row: EmailRow): NotificationEmail {
  return {
    id: row.id,
    email: row.email,
    type: row.type as NotificationEmailType,
    tenantId: row.tenantId as TenantId,
    isEmailVerified: row.verifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A unique index guards (portal, type, address); a lost race ends up here rather than as a 500. */
function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const duplicate = (owner: EmailOwner, email: string, type: EmailType, field: string) =>
  badRequest(
    owner.userId === null ? `${email} is already a ${type} address of this portal` : `${email} is already one of your addresses`,
    field,
  );

export async function findEmail(db: DbOrTx, owner: EmailOwner, type: EmailType, email: string): Promise<EmailRow | null> {
  const [row] = await db
    .select()
    .from(notificationEmails)
    .where(and(ownedBy(owner), eq(notificationEmails.type, type), eq(notificationEmails.email, email)));
  return row ?? null;
}

export const notFoundEmail = (owner: EmailOwner, email: string, type: EmailType) =>
  notFound(owner.userId === null ? `${email} is not a ${type} address of this portal` : `${email} is not one of your addresses`);

export async function listEmailRows(db: DbOrTx, owner: EmailOwner, type?: EmailType): Promise<EmailRow[]> {
  return db
    .select()
    .from(notificationEmails)
    .where(and(ownedBy(owner), type ? eq(notificationEmails.type, type) : undefined))
    .orderBy(asc(notificationEmails.type), asc(notificationEmails.email));
}

export async function listEmails(db: Database, tenantId: TenantId, type?: NotificationEmailType): Promise<NotificationEmail[]> {
  return (await listEmailRows(db, portalAddresses(tenantId), type)).map(presentEmail);
}

/** Adds an unverified address; `field` names where the caller sent it, for the error. */
export async function addEmail(
  db: Database,
  owner: EmailOwner,
  type: EmailType,
  email: string,
  actor: Actor,
  field = 'headers.emailId',
): Promise<EmailRow> {
  const limit = owner.userId === null ? MAX_EMAILS_PER_TYPE : MAX_LEARNER_EMAILS;
  try {
    return await db.transaction(async (tx) => {
      if (await findEmail(tx, owner, type, email)) throw duplicate(owner, email, type, field);
      const [{ total }] = await tx
        .select({ total: count() })
        .from(notificationEmails)
        .where(and(ownedBy(owner), eq(notificationEmails.type, type)));
      if (total >= limit) {
        throw badRequest(
          owner.userId === null ? `A portal can have at most ${limit} ${type} addresses` : `You can have at most ${limit} addresses`,
          field,
        );
      }
      const [row] = await tx.insert(notificationEmails).values({ tenantId: owner.tenantId, userId: owner.userId, type, email }).returning();
      await auditFor(tx, owner, {
        actor,
        action: 'email.add',
        entityType: 'notification-email',
        entityId: row.id,
        after: presentEmail(row),
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(owner, email, type, field);
    throw error;
  }
}

/** A changed address of the portal has to be verified again, so its verification and any pending code go. */
export async function changeEmail(
  db: Database,
  tenantId: TenantId,
  type: NotificationEmailType,
  currentEmail: string,
  newEmail: string,
  actor: Actor,
): Promise<NotificationEmail> {
  if (currentEmail === newEmail) throw badRequest('The new email is the same as the current one', 'headers.newEmail');
  try {
    return await db.transaction(async (tx) => {
      const owner = portalAddresses(tenantId);
      const current = await findEmail(tx, owner, type, currentEmail);
      if (!current) throw notFoundEmail(owner, currentEmail, type);
      if (await findEmail(tx, owner, type, newEmail)) throw duplicate(owner, newEmail, type, 'headers.newEmail');
      const [row] = await tx
        .update(notificationEmails)
        .set({ email: newEmail, verifiedAt: null, updatedAt: new Date() })
        .where(eq(notificationEmails.id, current.id))
        .returning();
      await tx.delete(emailVerifications).where(eq(emailVerifications.emailId, current.id));
      const after = presentEmail(row);
      await recordAudit(tx, {
        tenantId,
        actor,
        action: 'email.update',
        entityType: 'notification-email',
        entityId: row.id,
        before: presentEmail(current),
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(portalAddresses(tenantId), newEmail, type, 'headers.newEmail');
    throw error;
  }
}

export async function removeEmail(db: Database, owner: EmailOwner, type: EmailType, email: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findEmail(tx, owner, type, email);
    if (!current) throw notFoundEmail(owner, email, type);
    await tx.delete(notificationEmails).where(eq(notificationEmails.id, current.id));
    await auditFor(tx, owner, {
      actor,
      action: 'email.delete',
      entityType: 'notification-email',
      entityId: current.id,
      before: presentEmail(current),
    });
  });
}
