import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_EXPORT_MAX_ROWS, type AuditEntry, type auditQuerySchema, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { likePattern } from '../sql/like-pattern';

type AuditFilter = z.output<typeof auditQuerySchema>;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function whereOf(tenantId: TenantId, filter: AuditFilter) {
  return and(
    eq(auditLog.tenantId, tenantId),
    filter.actor ? ilike(auditLog.actorLabel, likePattern(filter.actor)) : undefined,
    filter.action
      ? filter.action.includes('.')
        ? eq(auditLog.action, filter.action)
        : or(eq(auditLog.entityType, filter.action), eq(auditLog.action, filter.action))
      : undefined,
    filter.from ? gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(auditLog.createdAt, nextDay(filter.to)) : undefined,
  );
}

function present(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: row.actorLabel,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
  };
}

const NEWEST_FIRST = [desc(auditLog.createdAt), desc(auditLog.id)];

/** One page of the portal's audit log, newest first, and every action it holds (for the filter). */
export async function searchAudit(db: Database, tenantId: TenantId, filter: AuditFilter) {
  const where = whereOf(tenantId, filter);
  const [rows, [{ total }], actions] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(filter.pageSize)
      .offset(filter.pageNumber * filter.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.tenantId, tenantId))
      .orderBy(sql`1`),
  ]);
  return {
    result: { content: rows.map(present), totalElements: total, pageNumber: filter.pageNumber, pageSize: filter.pageSize },
    actions: actions.map((row) => row.action),
  };
}

/** Every entry the filter matches, newest first, up to AUDIT_EXPORT_MAX_ROWS. */
export async function auditEntriesForExport(db: Database, tenantId: TenantId, filter: AuditFilter): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(whereOf(tenantId, filter))
    .orderBy(...NEWEST_FIRST)
    .limit(AUDIT_EXPORT_MAX_ROWS);
  return rows.map(present);
}
