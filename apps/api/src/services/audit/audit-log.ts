import type { AuditAction, TenantId } from '@academy/shared';
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

interface AuditEntry {
  tenantId: TenantId;
  actor: Actor;
  /** `<entity>.<verb>`, e.g. `alert.create`, `user.admin-grant`; each has a label in AUDIT_ACTION_LABELS. */
  action: AuditAction;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes audit rows, one statement however many (a delete of many checked rows). Call it with the
 * transaction that makes the change, so the change and its record commit or roll back together.
 * Callers pass rows without secrets (no token, no code).
 */
export async function recordAudit(tx: DbOrTx, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const rows = [entries].flat();
  if (rows.length === 0) return;
  await tx.insert(auditLog).values(
    rows.map((entry) => ({
      tenantId: entry.tenantId,
      actorUserId: entry.actor.userId,
      actorTokenId: entry.actor.tokenId,
      actorLabel: entry.actor.label,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}
