import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema';

/**
 * oidc-provider persistence in the academy database (PostgreSQL or PGlite): one row per artefact,
 * keyed by portal, model and id. Expired rows are ignored on read and swept by `sweepExpired`.
 *
 * A rotated refresh token still reads as unused for `refreshReuseGraceSeconds` after it was first
 * used: a browser that reloads while its refresh is in flight never stores the new token and comes
 * back with the old one. Outside that window a reuse is treated as theft and revokes the grant.
 */
export function createAdapterFactory(db: Database, tenantId: TenantId, refreshReuseGraceSeconds = 0) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return and(eq(oidcPayloads.tenantId, tenantId), eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id));
    }

    private alive() {
      return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));
    }

    private present(row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined): AdapterPayload | undefined {
      if (!row) return undefined;
      const inGrace =
        this.model === 'RefreshToken' && row.consumedAt !== null && Date.now() - row.consumedAt.getTime() < refreshReuseGraceSeconds * 1000;
      const consumed = row.consumedAt && !inGrace ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {};
      return { ...row.payload, ...consumed } as AdapterPayload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        tenantId,
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({ target: [oidcPayloads.tenantId, oidcPayloads.model, oidcPayloads.id], set: values });
    }

    private async findWhere(condition: SQL | undefined): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.tenantId, tenantId), eq(oidcPayloads.model, this.model), condition, this.alive()));
      return this.present(row);
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      // The first use starts the grace window; a reuse inside it must not extend it.
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`coalesce(${oidcPayloads.consumedAt}, now())` })
        .where(this.key(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.tenantId, tenantId), eq(oidcPayloads.grantId, grantId)));
    }
  };
}

export async function sweepExpired(db: Database): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}
