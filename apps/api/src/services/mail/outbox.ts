import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OutboxMessage, outboxQuerySchema, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { mailMessages } from '../../db/schema';
import { likePattern } from '../sql/like-pattern';

type OutboxFilter = z.output<typeof outboxQuerySchema>;
type MailRow = typeof mailMessages.$inferSelect;

/**
 * A code or a password reset link that went out by SMTP belongs to its recipient alone (an admin
 * reading it could take the account over); without SMTP the outbox is the only way to read it.
 */
const isMaskedCode = (row: Pick<MailRow, 'kind' | 'transport'>) => row.kind === 'verification' && row.transport === 'smtp';
const masked = (body: string) => body.replace(/\b\d{6}\b/g, '••••••').replace(/([?&](?:token|invitation)=)[^\s&]+/g, '$1••••••');

function present(row: MailRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    from: row.fromAddress,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    body: isMaskedCode(row) ? masked(row.body) : row.body,
    transport: row.transport,
    status: row.status,
    attempts: row.attempts,
    lastError: row.error,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The searched text: the addresses, the subject and the text, except the text of a masked code, or a
 * search for six digits would tell which code a message carried. Written as the trigram index
 * `mail_messages_search` (migration 0015) is, so the search can use it.
 */
const searchedText = sql`(${mailMessages.toAddress} || ' ' || coalesce(${mailMessages.replyTo}, '') || ' ' || ${mailMessages.subject} || ' ' || case when ${mailMessages.kind} = 'verification' and ${mailMessages.transport} = 'smtp' then '' else ${mailMessages.body} end)`;

/** One page of the portal's mail, newest first, filtered by a search, a status and a kind. */
export async function listOutbox(db: Database, tenantId: TenantId, filter: OutboxFilter) {
  const where = and(
    eq(mailMessages.tenantId, tenantId),
    filter.q ? ilike(searchedText, likePattern(filter.q)) : undefined,
    filter.status ? eq(mailMessages.status, filter.status) : undefined,
    filter.kind ? eq(mailMessages.kind, filter.kind) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(filter.pageSize)
      .offset(filter.pageNumber * filter.pageSize),
    db.select({ total: count() }).from(mailMessages).where(where),
  ]);
  return { content: rows.map(present), totalElements: total, pageNumber: filter.pageNumber, pageSize: filter.pageSize };
}
