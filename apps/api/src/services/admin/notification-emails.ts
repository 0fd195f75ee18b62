import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_EMAILS_PER_TYPE, type NotificationEmail, type NotificationEmailType, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { emailVerifications, notificationEmails } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { recordAudit, type Actor, type DbOrTx } from '../audit/audit-log';

type EmailRow = typeof notificationEmails.$inferSelect;

function presentEmail(row: EmailRow): NotificationEmail {
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

const duplicate = (email: string, type: NotificationEmailType, field: string) =>
  badRequest(`${email} is already a ${type} address of this portal`, field);

export async function findEmail(db: DbOrTx, tenantId: TenantId, type: NotificationEmailType, email: string): Promise<EmailRow | null> {
  const [row] = await db
    .select()
    .from(notificationEmails)
    .where(and(eq(notificationEmails.tenantId, tenantId), eq(notificationEmails.type, type), eq(notificationEmails.email, email)));
  return row ?? null;
}

export const notFoundEmail = (email: string, type: NotificationEmailType) => notFound(`${email} is not a ${type} address of this portal`);

export async function listEmails(db: Database, tenantId: TenantId, type?: NotificationEmailType): Promise<NotificationEmail[]> {
  const rows = await db
    .select()
    .from(notificationEmails)
    .where(and(eq(notificationEmails.tenantId, tenantId), type ? eq(notificationEmails.type, type) : undefined))
    .orderBy(asc(notificationEmails.type), asc(notificationEmails.email));
  return rows.map(presentEmail);
}

export async function addEmail(db: Database, tenantId: TenantId, type: NotificationEmailType, email: string, actor: Actor): Promise<NotificationEmail> {
  try {
    return await db.transaction(async (tx) => {
      if (await findEmail(tx, tenantId, type, email)) throw duplicate(email, type, 'headers.emailId');
      const [{ total }] = await tx
        .select({ total: count() })
        .from(notificationEmails)
        .where(and(eq(notificationEmails.tenantId, tenantId), eq(notificationEmails.type, type)));
      if (total >= MAX_EMAILS_PER_TYPE) throw badRequest(`A portal can have at most ${MAX_EMAILS_PER_TYPE} ${type} addresses`, 'headers.emailId');
      const [row] = await tx.insert(notificationEmails).values({ tenantId, type, email }).returning();
      const after = presentEmail(row);
      await recordAudit(tx, { tenantId, actor, action: 'email.add', entityType: 'notification-email', entityId: row.id, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(email, type, 'headers.emailId');
    throw error;
  }
}

/** A changed address has to be verified again, so its verification and any pending code go. */
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
      const current = await findEmail(tx, tenantId, type, currentEmail);
      if (!current) throw notFoundEmail(currentEmail, type);
      if (await findEmail(tx, tenantId, type, newEmail)) throw duplicate(newEmail, type, 'headers.newEmail');
      const [row] = await tx
        .update(notificationEmails)
        .set({ email: newEmail, verifiedAt: null, updatedAt: new Date() })
        .where(eq(notificationEmails.id, current.id))
        .returning();
      await tx.delete(emailVerifications).where(eq(emailVerifications.emailId, current.id));
      const after = presentEmail(row);
      await recordAudit(tx, { tenantId, actor, action: 'email.update', entityType: 'notification-email', entityId: row.id, before: presentEmail(current), after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(newEmail, type, 'headers.newEmail');
    throw error;
  }
}

export async function removeEmail(db: Database, tenantId: TenantId, type: NotificationEmailType, email: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findEmail(tx, tenantId, type, email);
    if (!current) throw notFoundEmail(email, type);
    await tx.delete(notificationEmails).where(eq(notificationEmails.id, current.id));
    await recordAudit(tx, { tenantId, actor, action: 'email.delete', entityType: 'notification-email', entityId: current.id, before: presentEmail(current) });
  });
}
