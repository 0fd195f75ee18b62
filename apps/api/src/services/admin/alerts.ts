import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Alert, alertInputSchema, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { alerts } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';

export type AlertInputData = z.output<typeof alertInputSchema>;
type AlertRow = typeof alerts.$inferSelect;

function presentAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    tenantId: row.tenantId as TenantId,
    message: row.message,
    actionText: row.actionText,
    actionUrl: row.actionUrl,
    level: row.level,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    firstName: row.authorFirstName,
  };
}

/** The stored columns of an input; PUT replaces the whole alert, so an omitted optional field is cleared. */
const columns = (input: AlertInputData) => ({
  message: input.message,
  actionText: input.actionText ?? null,
  actionUrl: input.actionUrl ?? null,
  level: input.level,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

/** Every alert of the portal, scheduled and expired ones included, newest first. */
export async function listAlerts(db: Database, tenantId: TenantId): Promise<Alert[]> {
  const rows = await db.select().from(alerts).where(eq(alerts.tenantId, tenantId)).orderBy(desc(alerts.createdAt), alerts.id);
  return rows.map(presentAlert);
}

/** What the portal's banner shows: the alerts whose time window holds now, newest first. */
export async function listActiveAlerts(db: Database, tenantId: TenantId): Promise<Alert[]> {
  const now = sql`now()`;
  const rows = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.tenantId, tenantId),
        or(isNull(alerts.startsAt), lte(alerts.startsAt, now)),
        or(isNull(alerts.endsAt), gt(alerts.endsAt, now)),
      ),
    )
    .orderBy(desc(alerts.createdAt));
  return rows.map(presentAlert);
}

export async function getAlert(db: Database, tenantId: TenantId, id: string): Promise<Alert | null> {
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.tenantId, tenantId), eq(alerts.id, id)));
  return row ? presentAlert(row) : null;
}

export async function createAlert(db: Database, tenantId: TenantId, input: AlertInputData, actor: Actor): Promise<Alert> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(alerts)
      .values({ tenantId, ...columns(input), authorFirstName: actor.firstName })
      .returning();
    const after = presentAlert(row);
    await recordAudit(tx, { tenantId, actor, action: 'alert.create', entityType: 'alert', entityId: row.id, after });
    return after;
  });
}

/** Null when the portal has no such alert. The author stays the one who created it. */
export async function updateAlert(
  db: Database,
  tenantId: TenantId,
  id: string,
  input: AlertInputData,
  actor: Actor,
): Promise<Alert | null> {
  return db.transaction(async (tx) => {
    const mine = and(eq(alerts.tenantId, tenantId), eq(alerts.id, id));
    const [current] = await tx.select().from(alerts).where(mine).for('update');
    if (!current) return null;
    const [row] = await tx
      .update(alerts)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(mine)
      .returning();
    const after = presentAlert(row);
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'alert.update',
      entityType: 'alert',
      entityId: id,
      before: presentAlert(current),
      after,
    });
    return after;
  });
}

/** Deletes the portal's alerts with these ids, all or nothing: null when one of them is not the portal's. */
export async function deleteAlerts(db: Database, tenantId: TenantId, ids: string[], actor: Actor): Promise<number | null> {
  const unique = [...new Set(ids)];
  const mine = and(eq(alerts.tenantId, tenantId), inArray(alerts.id, unique));
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: alerts.id }).from(alerts).where(mine).for('update');
    if (found.length !== unique.length) return null;
    const rows = await tx.delete(alerts).where(mine).returning();
    await recordAudit(
      tx,
      rows.map((row) => ({ tenantId, actor, action: 'alert.delete', entityType: 'alert', entityId: row.id, before: presentAlert(row) })),
    );
    return rows.length;
  });
}
