import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TenantId, WebhookEvent } from '@academy/shared';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { DbOrTx } from '../audit/audit-log';

/**
 * Queues an event about a learner for each of the portal's endpoints that asked for it, in one statement. Call it with
 * the transaction of the change it tells about where there is one, so neither exists without the
 * other; the replicas' delivery rounds send it (dispatcher.ts).
 */
export async function recordEvent(
  tx: DbOrTx,
  { tenantId, userId }: { tenantId: TenantId; userId: string },
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  const payload = JSON.stringify({ type: event, timestamp: new Date().toISOString(), data });
  await tx.execute(sql`insert into ${webhookDeliveries} (tenant_id, user_id, endpoint_id, event_id, event, payload, next_attempt_at)
    select ${tenantId}, ${userId}::uuid, e.id, ${eventId}, ${event}, ${payload}, now() from ${webhookEndpoints} e
    where e.tenant_id = ${tenantId} and ${event} = any(e.events)`);
}

/** `user.created`, with what a receiver needs to match the account in its own system. */
export function recordUserCreated(
  tx: DbOrTx,
  user: { id: string; tenantId: string; login: string; firstName: string; lastName: string; emailVerified: boolean },
): Promise<void> {
  return recordEvent(tx, { tenantId: user.tenantId as TenantId, userId: user.id }, 'user.created', {
    userId: user.id,
    login: user.login,
    firstName: user.firstName,
    lastName: user.lastName,
    emailVerified: user.emailVerified,
  });
}
