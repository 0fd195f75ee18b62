import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { TenantId } from '@academy/shared';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema';

/** The stored form of a lookup key (id, uid, user code): a keyed hash, never the value itself. */
export const storageDigest = (storageKey: Buffer, value: string) => createHmac('sha256', storageKey).update(value).digest('base64url');

/**
 * oidc-provider persistence in the academy database (PostgreSQL or PGlite): one row per artefact,
 * keyed by portal, model and the keyed hash of its id. Expired rows are ignored on read and swept by
 * `sweepExpired`.
 *
 * Refresh tokens, authorization codes and session ids are bearer secrets, so a copy of the database
 * must not hold them: ids, uids and user codes are stored as HMAC-SHA-256 under the server's storage
 * key, and the payload drops its `jti` (the id again) and an interaction's copy of the session id.
 * `find` puts the id it was given back. `findByUid` cannot (the caller has only the uid); oidc-provider
 * reads such a session only to compare its account and grants, never to save it.
 *
 * A rotated refresh token still reads as unused for `refreshReuseGraceSeconds` after it was first
 * used: a browser that reloads while its refresh is in flight never stores the new token and comes
 * back with the old one. Outside that window a reuse is treated as theft and revokes the grant.
 */
export function createAdapterFactory(db: Database, tenantId: TenantId, storageKey: Buffer, refreshReuseGraceSeconds = 0) {
  const digest = (value: string) => storageDigest(storageKey, value);

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return and(eq(oidcPayloads.tenantId, tenantId), eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, digest(id)));
    }

    private alive() {
      return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));
    }

    private present(
      row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined,
      id?: string,
    ): AdapterPayload | undefined {
      if (!row) return undefined;
      const inGrace =
        this.model === 'RefreshToken' && row.consumedAt !== null && Date.now() - row.consumedAt.getTime() < refreshReuseGraceSeconds * 1000;
      const consumed = row.consumedAt && !inGrace ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {};
      return { ...row.payload, ...(id === undefined ? {} : { jti: id }), ...consumed } as AdapterPayload;
    }

    /** The payload without the secrets it repeats: its own id, and an interaction's session id. */
    private stored(payload: AdapterPayload): Record<string, unknown> {
      const { jti: _id, ...rest } = payload;
      if (this.model === 'Interaction' && rest.session) {
        const { cookie: _sessionId, ...session } = rest.session as Record<string, unknown>;
        return { ...rest, session };
      }
      return rest;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        tenantId,
        model: this.model,
        id: digest(id),
        payload: this.stored(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ? digest(payload.userCode) : null,
        uid: payload.uid ? digest(payload.uid) : null,
        accountId: payload.accountId ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({ target: [oidcPayloads.tenantId, oidcPayloads.model, oidcPayloads.id], set: values });
    }

    private async findWhere(condition: SQL | undefined, id?: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.tenantId, tenantId), eq(oidcPayloads.model, this.model), condition, this.alive()));
      return this.present(row, id);
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, digest(id)), id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, digest(userCode)));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, digest(uid)));
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

/**
 * Ends an account's sign-ins: its grants with their refresh tokens and codes, and its provider
 * sessions, except the grant `keepGrantId` and the session holding it (the sign-in asking for
 * this, which stays signed in). Without `keepGrantId`, every sign-in of the account ends.
 */
export async function revokeAccountSignIns(
  db: Database,
  storageKey: Buffer,
  target: { tenantId: TenantId; accountId: string; keepGrantId?: string },
): Promise<void> {
  const { tenantId, accountId, keepGrantId } = target;
  const keep = keepGrantId
    ? [
        or(isNull(oidcPayloads.grantId), ne(oidcPayloads.grantId, keepGrantId)),
        sql`not (${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${storageDigest(storageKey, keepGrantId)})`,
        sql`not (${oidcPayloads.model} = 'Session' and exists (select 1 from jsonb_each(${oidcPayloads.payload} -> 'authorizations') as authorization_entry where authorization_entry.value ->> 'grantId' = ${keepGrantId}))`,
      ]
    : [];
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.tenantId, tenantId), eq(oidcPayloads.accountId, accountId), ...keep));
}

export async function sweepExpired(db: Database): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}
