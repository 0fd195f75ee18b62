import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantId, WebhookEndpoint, webhookCreateSchema } from '@academy/shared';
import type { Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { checkEndpointAddress } from './address-guard';
import { newWebhookSecret } from './signature';

type EndpointInput = z.output<typeof webhookCreateSchema>;
type EndpointRow = typeof webhookEndpoints.$inferSelect;

const present = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

export async function listEndpoints(db: Database, tenantId: TenantId): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(present);
}

/**
 * Registers an endpoint once its address passes the private-address check, with a new signing secret
 * that the caller sees this once; the audit row keeps the address and events, never the secret.
 */
export async function createEndpoint(
  db: Database,
  { tenantId, input, actor, allowPrivate }: { tenantId: TenantId; input: EndpointInput; actor: Actor; allowPrivate: boolean },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await checkEndpointAddress(new URL(input.url), allowPrivate);
  const secret = newWebhookSecret();
  const events = [...new Set(input.events)];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ tenantId, url: input.url, events, description: input.description, secret })
      .returning();
    const endpoint = present(row);
    await recordAudit(tx, { tenantId, actor, action: 'webhook.create', entityType: 'webhook', entityId: row.id, after: endpoint });
    return { endpoint, secret };
  });
}

/** Removes an endpoint and its deliveries; false when the portal has no such endpoint. */
export async function deleteEndpoint(db: Database, tenantId: TenantId, id: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
      .returning();
    if (!row) return false;
    await recordAudit(tx, { tenantId, actor, action: 'webhook.delete', entityType: 'webhook', entityId: id, before: present(row) });
    return true;
  });
}
