import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantId, WebhookDelivery, webhookDeliveryQuerySchema } from '@academy/shared';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { likePattern } from '../sql/like-pattern';

type DeliveryFilter = z.output<typeof webhookDeliveryQuerySchema>;

const columns = {
  delivery: webhookDeliveries,
  url: webhookEndpoints.url,
};

function present({ delivery, url }: { delivery: typeof webhookDeliveries.$inferSelect; url: string }): WebhookDelivery {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    event: delivery.event,
    endpointId: delivery.endpointId,
    url,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.error,
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: delivery.createdAt.toISOString(),
    payload: delivery.payload,
  };
}

/** One page of the portal's deliveries, newest first, searched over the endpoint's address, the event and its id. */
export async function listDeliveries(db: Database, tenantId: TenantId, filter: DeliveryFilter) {
  const where = and(
    eq(webhookDeliveries.tenantId, tenantId),
    filter.q
      ? ilike(
          sql`(${webhookEndpoints.url} || ' ' || ${webhookDeliveries.event} || ' ' || ${webhookDeliveries.eventId})`,
          likePattern(filter.q),
        )
      : undefined,
    filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(filter.pageSize)
      .offset(filter.pageNumber * filter.pageSize),
    db
      .select({ total: count() })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where),
  ]);
  return { content: rows.map(present), totalElements: total, pageNumber: filter.pageNumber, pageSize: filter.pageSize };
}

/**
 * Sends a delivery's event again as a new delivery, due now, with the same body and `webhook-id` (a
 * receiver that already has the event can tell); the original keeps its history. Null when the
 * portal has no such delivery.
 */
export async function replayDelivery(db: Database, tenantId: TenantId, id: string, actor: Actor): Promise<WebhookDelivery | null> {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id)));
    if (!original) return null;
    const [copy] = await tx
      .insert(webhookDeliveries)
      .values({
        tenantId,
        endpointId: original.endpointId,
        eventId: original.eventId,
        event: original.event,
        payload: original.payload,
        nextAttemptAt: sql`now()`,
      })
      .returning();
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'webhook.replay',
      entityType: 'webhook-delivery',
      entityId: original.id,
      after: { replayId: copy.id, eventId: copy.eventId, event: copy.event },
    });
    const [url] = await tx.select({ url: webhookEndpoints.url }).from(webhookEndpoints).where(eq(webhookEndpoints.id, copy.endpointId));
    return present({ delivery: copy, url: url.url });
  });
}
