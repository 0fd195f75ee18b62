import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser, TenantId, userSearchSchema } from '@academy/shared';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AcademyUser } from '../accounts/authentication';
import { recordAudit, type Actor } from '../audit/audit-log';
import { revokeTokensCreatedBy } from '../tokens/personal-access-tokens';
import { likePattern } from '../sql/like-pattern';

type UserSearchData = z.output<typeof userSearchSchema>;

export function presentUser(row: AcademyUser): AdminUser {
  return {
    userId: row.id,
    login: row.login,
    firstName: row.firstName,
    lastName: row.lastName,
    isAdmin: row.isAdmin,
    isPro: row.isPro,
    isAuthor: row.isAuthor,
    isEmailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

const SORT_COLUMNS: Record<UserSearchData['sortBy'], SQL> = {
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  login: sql`lower(${users.login})`,
  createdAt: sql`${users.createdAt}`,
  lastSeenAt: sql`${users.lastSeenAt}`,
};

/**
 * One page of the portal's users: a case-insensitive substring search over login, first and last
 * name, sorted case-insensitively with the id as tie-breaker so pages never overlap.
 */
export async function searchUsers(db: Database, tenantId: TenantId, search: UserSearchData) {
  const pattern = likePattern(search.searchValue);
  const where = and(
    eq(users.tenantId, tenantId),
    search.searchValue ? or(ilike(users.login, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)) : undefined,
  );
  const direction = search.sortDir === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[search.sortBy];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(search.sortBy === 'lastSeenAt' ? sql`${direction(column)} nulls last` : direction(column), direction(users.id))
      .limit(search.pageSize)
      .offset(search.pageNumber * search.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { content: rows.map(presentUser), totalElements: total, pageNumber: search.pageNumber, pageSize: search.pageSize };
}

export type AccessChange = { right: 'admin' | 'pro' | 'author'; grant: boolean };

const RIGHTS = {
  admin: { name: 'Administrator', column: 'isAdmin', grant: 'user.admin-grant', revoke: 'user.admin-revoke' },
  pro: { name: 'Pro', column: 'isPro', grant: 'user.pro-grant', revoke: 'user.pro-revoke' },
  author: { name: 'Author', column: 'isAuthor', grant: 'user.author-grant', revoke: 'user.author-revoke' },
} as const;

const describe = (change: AccessChange, user: AcademyUser) => {
  const right = RIGHTS[change.right].name;
  return change.grant ? `${right} access granted to ${user.login}` : `${right} access removed from ${user.login}`;
};

/**
 * Grants or removes a user's admin, pro or author right. Removing admin rights locks the portal's admin
 * rows first, so two admins removing each other at once cannot leave the portal without one, and
 * revokes the tokens the user created (decision 015).
 */
export async function changeAccess(
  db: Database,
  tenantId: TenantId,
  userId: string,
  change: AccessChange,
  actor: Actor & { userId: string },
) {
  if (change.right === 'admin' && !change.grant && userId === actor.userId) {
    throw badRequest('You cannot remove your own administrator right; ask another administrator', 'userId');
  }
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.isAdmin, true)))
      .orderBy(users.id)
      .for('update');
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
      .for('update');
    if (!current) throw notFound('This user does not exist in this portal');
    const { column } = RIGHTS[change.right];
    if (current[column] === change.grant) return { message: describe(change, current), user: presentUser(current) };
    if (change.right === 'admin' && !change.grant && admins.length <= 1) {
      throw badRequest('The last administrator of the portal cannot be removed', 'userId');
    }
    // The caller passed the role check before this transaction; another admin may have removed them since.
    if (!admins.some((admin) => admin.id === actor.userId)) throw forbidden('Only administrators can do this');
    const [updated] = await tx
      .update(users)
      .set({ [column]: change.grant, updatedAt: new Date() })
      .where(eq(users.id, current.id))
      .returning();
    await recordAudit(tx, {
      tenantId,
      actor,
      action: change.grant ? RIGHTS[change.right].grant : RIGHTS[change.right].revoke,
      entityType: 'user',
      entityId: current.id,
      before: { login: current.login, isAdmin: current.isAdmin, isPro: current.isPro, isAuthor: current.isAuthor },
      after: { login: updated.login, isAdmin: updated.isAdmin, isPro: updated.isPro, isAuthor: updated.isAuthor },
    });
    if (change.right === 'admin' && !change.grant) await revokeTokensCreatedBy(tx, tenantId, current.id, actor);
    return { message: describe(change, updated), user: presentUser(updated) };
  });
}
