import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { LEARNER_EMAIL_TYPE, type NotificationEmailType, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { notificationEmails } from '../../db/schema';

/** The portal's verified addresses of a type (managed on /email); unverified ones never receive mail. */
export async function verifiedRecipients(db: Database, tenantId: TenantId, type: NotificationEmailType): Promise<string[]> {
  const rows = await db
    .select({ email: notificationEmails.email })
    .from(notificationEmails)
    .where(
      and(
        eq(notificationEmails.tenantId, tenantId),
        isNull(notificationEmails.userId),
        eq(notificationEmails.type, type),
        isNotNull(notificationEmails.verifiedAt),
      ),
    )
    .orderBy(asc(notificationEmails.email));
  return rows.map((row) => row.email);
}

/** A learner's own verified addresses (Manage Emails), where that learner's notifications go; none: nothing is sent. */
export async function learnerRecipients(db: Database, tenantId: TenantId, userId: string): Promise<string[]> {
  const rows = await db
    .select({ email: notificationEmails.email })
    .from(notificationEmails)
    .where(
      and(
        eq(notificationEmails.tenantId, tenantId),
        eq(notificationEmails.userId, userId),
        eq(notificationEmails.type, LEARNER_EMAIL_TYPE),
        isNotNull(notificationEmails.verifiedAt),
      ),
    )
    .orderBy(asc(notificationEmails.email));
  return rows.map((row) => row.email);
}
