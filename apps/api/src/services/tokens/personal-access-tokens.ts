import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TenantId, TokenAbility, TokenSummary } from '@academy/shared';
import type { Database } from '../../db/client';
import { personalAccessTokens, users } from '../../db/schema';
import { recordAudit, type Actor, type DbOrTx } from '../audit/audit-log';
import { generateToken, hashToken } from './token-format';

/** A token that authenticated a request. */
export interface TokenIdentity {
  id: string;
  tenantId: TenantId;
  name: string;
  abilities: string[];
}

const LAST_USED_RESOLUTION_MS = 60_000;

/** What the audit log keeps of a token: never the token or its hash. */
const auditView = (row: typeof personalAccessTokens.$inferSelect) => ({
  name: row.name,
  abilities: row.abilities,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export async function createToken(
  db: Database,
  input: { tenantId: TenantId; name: string; abilities: TokenAbility[]; expiresInDays: number | null; actor: Actor },
): Promise<{ token: string; tokenId: string }> {
  const token = generateToken();
  const expiresAt = input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * 86_400_000);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(personalAccessTokens)
      .values({
        tenantId: input.tenantId,
        name: input.name,
        abilities: [...new Set(input.abilities)],
        tokenHash: hashToken(token),
        createdBy: input.actor.userId,
        expiresAt,
      })
      .returning();
    await recordAudit(tx, { tenantId: input.tenantId, actor: input.actor, action: 'token.create', entityType: 'personal-access-token', entityId: created.id, after: auditView(created) });
    return created;
  });
  return { token, tokenId: row.id };
}

export async function listTokens(db: Database, tenantId: TenantId): Promise<TokenSummary[]> {
  const rows = await db
    .select({ token: personalAccessTokens, creatorFirst: users.firstName, creatorLast: users.lastName })
    .from(personalAccessTokens)
    .leftJoin(users, eq(users.id, personalAccessTokens.createdBy))
    .where(eq(personalAccessTokens.tenantId, tenantId))
    .orderBy(desc(personalAccessTokens.createdAt), personalAccessTokens.id);
  return rows.map(({ token, creatorFirst, creatorLast }) => ({
    tokenId: token.id,
    name: token.name,
    abilities: token.abilities,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    expiresAt: token.expiresAt?.toISOString() ?? null,
    createdBy: creatorFirst === null ? null : `${creatorFirst} ${creatorLast ?? ''}`.trim(),
  }));
}

/** Deletes the portal's tokens with these ids, all or nothing: null when one of them is not the portal's. */
export async function deleteTokens(db: Database, tenantId: TenantId, ids: string[], actor: Actor): Promise<number | null> {
  const unique = [...new Set(ids)];
  const mine = and(eq(personalAccessTokens.tenantId, tenantId), inArray(personalAccessTokens.id, unique));
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: personalAccessTokens.id }).from(personalAccessTokens).where(mine).for('update');
    if (found.length !== unique.length) return null;
    const rows = await tx.delete(personalAccessTokens).where(mine).returning();
    await recordAudit(
      tx,
      rows.map((row) => ({ tenantId, actor, action: 'token.delete', entityType: 'personal-access-token', entityId: row.id, before: auditView(row) })),
    );
    return rows.length;
  });
}

/** The portal's unexpired token with this value, or null. */
export async function findActiveToken(db: DbOrTx, tenantId: TenantId, token: string): Promise<(TokenIdentity & { lastUsedAt: Date | null }) | null> {
  const [row] = await db
    .select()
    .from(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.tenantId, tenantId),
        eq(personalAccessTokens.tokenHash, hashToken(token)),
        or(isNull(personalAccessTokens.expiresAt), sql`${personalAccessTokens.expiresAt} > now()`),
      ),
    );
  return row ? { id: row.id, tenantId: row.tenantId as TenantId, name: row.name, abilities: row.abilities, lastUsedAt: row.lastUsedAt } : null;
}

/** Records use at most once a minute per token, so a busy token does not write on every call. */
export async function touchLastUsed(db: Database, token: { id: string; lastUsedAt: Date | null }): Promise<void> {
  if (token.lastUsedAt && Date.now() - token.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(personalAccessTokens.id, token.id),
        or(isNull(personalAccessTokens.lastUsedAt), lt(personalAccessTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
