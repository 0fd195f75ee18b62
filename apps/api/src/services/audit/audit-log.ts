import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who made a change: a signed-in user, or a personal access token (labelled with its name). */
export interface Actor {
  userId: string | null;
  tokenId: string | null;
  label: string;
  /** What an alert shows as its author. */
  firstName: string;
}

export type DbOrTx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AuditEntry {
  tenantId: TenantId;
  actor: Actor;
  /** `<entity>.<verb>`, e.g. `alert.create`, `user.admin-grant`. */
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change and its
 * record commit or roll back together. Callers pass rows without secrets (no token, no code).
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: entry.tenantId,
    actorUserId: entry.actor.userId,
    actorTokenId: entry.actor.tokenId,
    actorLabel: entry.actor.label,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
