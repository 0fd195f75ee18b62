import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { NotificationEmailType, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { notificationEmails } from '../../db/schema';

/** The portal's verified addresses of a type (managed on /email); unverified ones never receive mail. */
export async function verifiedRecipients(db: Database, tenantId: TenantId, type: NotificationEmailType): Promise<string[]> {
  const rows = await db
    .select({ email: notificationEmails.email })
    .from(notificationEmails)
    .where(and(eq(notificationEmails.tenantId, tenantId), eq(notificationEmails.type, type), isNotNull(notificationEmails.verifiedAt)))
    .orderBy(asc(notificationEmails.email));
  return rows.map((row) => row.email);
}
