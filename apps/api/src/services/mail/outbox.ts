import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { mailMessages } from '../../db/schema';

const OUTBOX_PAGE = 100;

/** The portal's last messages, so the default run (no SMTP) can read its mail. */
export async function listOutbox(db: Database, tenantId: TenantId): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.tenantId, tenantId))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(OUTBOX_PAGE);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    from: row.fromAddress,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    // A code that went out by SMTP belongs to its recipient alone; without SMTP the outbox is the only way to read it.
    body: row.kind === 'verification' && row.transport === 'smtp' ? row.body.replace(/\b\d{6}\b/g, '••••••') : row.body,
    transport: row.transport,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
