import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TenantId, TokenAbility, TokenSummary } from '@academy/shared';
import type { Database } from '../../db/client';
import { personalAccessTokens, users } from '../../db/schema';
import { HttpError } from '../../errors';
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
  expiresAt: row.expiresAt.toISOString(),
});

/** Creates a token that expires after `expiresInDays`, which may not pass the installation's maximum. */
export async function createToken(
  db: Database,
  input: { tenantId: TenantId; name: string; abilities: TokenAbility[]; expiresInDays: number; maxDays: number; actor: Actor },
): Promise<{ token: string; tokenId: string }> {
  if (input.expiresInDays > input.maxDays) {
    throw new HttpError(
      400,
      `A token may live at most ${input.maxDays} days here (PERSONAL_ACCESS_TOKEN_MAX_DAYS); choose ${input.maxDays} or fewer`,
      'VALIDATION_FAILED',
      'expiresInDays',
    );
  }
  const token = generateToken();
  const expiresAt = new Date(Date.now() + input.expiresInDays * 86_400_000);
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
    await recordAudit(tx, {
      tenantId: input.tenantId,
      actor: input.actor,
      action: 'token.create',
      entityType: 'personal-access-token',
      entityId: created.id,
      after: auditView(created),
    });
    return created;
  });
  return { token, tokenId: row.id };
}

export async function listTokens(db: Database, tenantId: TenantId): Promise<TokenSummary[]> {
  const rows = await db
    .select({ token: personalAccessTokens, creator: { firstName: users.firstName, lastName: users.lastName, login: users.login } })
    .from(personalAccessTokens)
    .leftJoin(users, eq(users.id, personalAccessTokens.createdBy))
    .where(eq(personalAccessTokens.tenantId, tenantId))
    .orderBy(desc(personalAccessTokens.createdAt), personalAccessTokens.id);
  return rows.map(({ token, creator }) => ({
    tokenId: token.id,
    name: token.name,
    abilities: token.abilities,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    expiresAt: token.expiresAt.toISOString(),
    revokedAt: token.revokedAt?.toISOString() ?? null,
    createdBy: creator ? `${creator.firstName} ${creator.lastName}`.trim() || creator.login : null,
    createdByLogin: creator?.login ?? null,
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
      rows.map((row) => ({
        tenantId,
        actor,
        action: 'token.delete',
        entityType: 'personal-access-token',
        entityId: row.id,
        before: auditView(row),
      })),
    );
    return rows.length;
  });
}

/**
 * The portal's token with this value, or null when it is expired, revoked, or its creator is no
 * longer an active admin of the portal (the join also covers a creator removed, demoted or
 * deactivated outside the admin screens, which revocation alone would miss).
 */
export async function findActiveToken(
  db: DbOrTx,
  tenantId: TenantId,
  token: string,
): Promise<(TokenIdentity & { lastUsedAt: Date | null }) | null> {
  const [row] = await db
    .select({ token: personalAccessTokens })
    .from(personalAccessTokens)
    .innerJoin(
      users,
      and(eq(users.id, personalAccessTokens.createdBy), eq(users.tenantId, tenantId), eq(users.isAdmin, true), isNull(users.deactivatedAt)),
    )
    .where(
      and(
        eq(personalAccessTokens.tenantId, tenantId),
        eq(personalAccessTokens.tokenHash, hashToken(token)),
        isNull(personalAccessTokens.revokedAt),
        sql`${personalAccessTokens.expiresAt} > now()`,
      ),
    );
  if (!row) return null;
  const { id, name, abilities, lastUsedAt } = row.token;
  return { id, tenantId, name, abilities, lastUsedAt };
}

/**
 * Revokes for good the tokens a user created, in the caller's transaction: called when the user
 * loses the admin right, so giving the right back does not bring old tokens back to life.
 */
export async function revokeTokensCreatedBy(tx: DbOrTx, tenantId: TenantId, userId: string, actor: Actor): Promise<void> {
  const revoked = await tx
    .update(personalAccessTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(personalAccessTokens.tenantId, tenantId), eq(personalAccessTokens.createdBy, userId), isNull(personalAccessTokens.revokedAt)),
    )
    .returning();
  await recordAudit(
    tx,
    revoked.map((row) => ({
      tenantId,
      actor,
      action: 'token.revoke',
      entityType: 'personal-access-token',
      entityId: row.id,
      before: { ...auditView(row), revokedAt: null },
      after: { ...auditView(row), revokedAt: row.revokedAt!.toISOString() },
    })),
  );
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
