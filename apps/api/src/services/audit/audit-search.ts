import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { AUDIT_EXPORT_MAX_ROWS, type AuditEntry, type auditQuerySchema, type TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
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

type Person = { login: string; firstName: string; lastName: string } | null;

const actorUser = alias(users, 'actor_user');
const subjectUser = alias(users, 'subject_user');
const ENTRY_COLUMNS = {
  row: auditLog,
  actor: { login: actorUser.login, firstName: actorUser.firstName, lastName: actorUser.lastName },
  subject: { login: subjectUser.login, firstName: subjectUser.firstName, lastName: subjectUser.lastName },
};

/** "Ada Lovelace (ada@example.com)", or the login alone when the account has no name. */
function personLabel(person: { login: string; firstName: string; lastName: string }): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name && name !== person.login ? `${name} (${person.login})` : person.login;
}

/** The fields an entry's own record names its subject by, most telling first. */
const NAMING_FIELDS = ['name', 'title', 'topic', 'message', 'email'] as const;

/**
 * Who or what an entry changed, readably: a user by name and e-mail (as the account is now, or as
 * the entry recorded it once the account is gone), anything else by the name its record carries.
 */
function subjectOf(row: typeof auditLog.$inferSelect, user: Person): string {
  if (user) return personLabel(user);
  const record = { ...(row.before as Record<string, unknown> | null), ...(row.after as Record<string, unknown> | null) };
  const login = typeof record.login === 'string' ? record.login : undefined;
  const named = NAMING_FIELDS.map((field) => record[field]).find((value): value is string => typeof value === 'string' && value !== '');
  if (named) return login && login !== named ? `${named} (${login})` : named;
  return login ?? `${row.entityType} ${row.entityId}`;
}

function present({ row, actor, subject }: { row: typeof auditLog.$inferSelect; actor: Person; subject: Person }): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: row.actorLabel,
    actorName: actor ? personLabel(actor) : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    subject: subjectOf(row, subject),
    before: row.before,
    after: row.after,
  };
}

/** The entries with their actor's and (for a user entry) subject's account, when those still exist. */
const entriesWithPeople = (db: Database) =>
  db
    .select(ENTRY_COLUMNS)
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
    .leftJoin(subjectUser, and(eq(auditLog.entityType, 'user'), eq(sql`${subjectUser.id}::text`, auditLog.entityId)))
    .$dynamic();

const NEWEST_FIRST = [desc(auditLog.createdAt), desc(auditLog.id)];

/** One page of the portal's audit log, newest first, and every action it holds (for the filter). */
export async function searchAudit(db: Database, tenantId: TenantId, filter: AuditFilter) {
  const where = whereOf(tenantId, filter);
  const [rows, [{ total }], actions] = await Promise.all([
    entriesWithPeople(db)
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
  const rows = await entriesWithPeople(db)
    .where(whereOf(tenantId, filter))
    .orderBy(...NEWEST_FIRST)
    .limit(AUDIT_EXPORT_MAX_ROWS);
  return rows.map(present);
}
