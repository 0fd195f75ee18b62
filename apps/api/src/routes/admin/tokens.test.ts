import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, personalAccessTokens, users } from '../../db/schema';
import { TOKEN_ON_ADMIN_ROUTE, TOKEN_ON_LEARNER_ROUTE } from '../../plugins/auth';
import { hashToken } from '../../services/tokens/token-format';
import { adminCaller, auditTrail, callerFor, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t, 'kube');
});
afterAll(() => t.close());

const generate = async (name: string, abilities: string[], expiresInDays = 30, by: Caller = admin) => {
  const response = await by('POST', '/api/admin/generate-token', { payload: { name, abilities, expiresInDays } });
  expect(response.status).toBe(200);
  return response.body.data as { message: string; tokenId: string };
};
const alert = { message: 'Maintenance tonight', level: 'warning' };

describe('personal access tokens', () => {
  it('lists the abilities a token can have and the longest lifetime it may get', async () => {
    const { body } = await admin('GET', '/api/admin/abilities');
    expect(body.data).toEqual({
      result: [
        { ability: 'alerts:write', description: 'Create, edit and delete alerts' },
        { ability: 'users:read', description: 'Search the users of the portal' },
        { ability: 'content:write', description: 'Import a content bundle' },
      ],
      maxExpiresInDays: 365,
    });
  });

  it('shows a new token once, lists it without the token, and authenticates calls with exactly its abilities', async () => {
    const { message: token, tokenId } = await generate('Alert bot', ['alerts:write']);
    expect(token).toMatch(/^acad_pat_[0-9A-Za-z]{38}$/);

    const list = (await admin('GET', '/api/admin/personal-access-tokens')).body.data.result;
    const listed = list.find((item: { tokenId: string }) => item.tokenId === tokenId);
    expect(listed).toMatchObject({
      name: 'Alert bot',
      abilities: ['alerts:write'],
      lastUsedAt: null,
      createdBy: 'Test Learner',
      createdByLogin: 'admin@example.com',
      revokedAt: null,
    });
    expect(new Date(listed.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(JSON.stringify(list)).not.toContain(token);

    const bot = callerFor(t, 'kube', token);
    const created = await bot('POST', '/api/alerts/create', { payload: alert });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ tenantId: 'kube', firstName: 'Alert bot' });
    expect((await bot('POST', '/api/admin/users/search', { payload: {} })).status).toBe(403);
    expect((await bot('GET', '/api/admin/alerts')).status).toBe(403);
    expect(
      (await bot('POST', '/api/admin/generate-token', { payload: { name: 'Child', abilities: ['alerts:write'], expiresInDays: 7 } }))
        .status,
    ).toBe(403);

    const [audit] = await auditTrail(t, created.body.data.id);
    expect(audit).toMatchObject({ action: 'alert.create', actorTokenId: tokenId, actorUserId: null, actorLabel: 'token:Alert bot' });
  });

  it("tells a script why its token is refused: a learner's route wants the learner, an admin route an administrator", async () => {
    const { message: token } = await generate('Everything bot', ['alerts:write', 'users:read', 'content:write']);
    const bot = callerFor(t, 'kube', token);
    const learnerRoute = await bot('POST', '/api/favorite', {
      payload: { id: '00000000-0000-4000-8000-000000000000', operationType: 'save', likeableType: 'course' },
    });
    expect(learnerRoute.status).toBe(403);
    expect(learnerRoute.body.errors[0].errorMessage).toBe(TOKEN_ON_LEARNER_ROUTE);
    const account = await bot('GET', '/api/user/getUserDetails');
    expect(account.status).toBe(403);
    expect(account.body.errors[0].errorMessage).toBe(TOKEN_ON_LEARNER_ROUTE);
    const adminRoute = await bot('GET', '/api/admin/outbox');
    expect(adminRoute.status).toBe(403);
    expect(adminRoute.body.errors[0].errorMessage).toBe(TOKEN_ON_ADMIN_ROUTE);
  });

  it('records when a token was last used, at most once a minute', async () => {
    const { message: token, tokenId } = await generate('Reader', ['users:read']);
    const reader = callerFor(t, 'kube', token);
    const lastUsed = async () =>
      (await t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, tokenId)))[0].lastUsedAt;
    expect(await lastUsed()).toBeNull();
    expect((await reader('POST', '/api/admin/users/search', { payload: { searchValue: 'admin' } })).status).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await reader('POST', '/api/admin/users/search', { payload: {} });
    expect(await lastUsed()).toEqual(first);
    await t.database.db
      .update(personalAccessTokens)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(personalAccessTokens.id, tokenId));
    await reader('POST', '/api/admin/users/search', { payload: {} });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses a deleted, an expired, a mistyped and another portal's token with 401", async () => {
    const deleted = await generate('Deleted', ['alerts:write']);
    const expired = await generate('Expired', ['alerts:write'], 7);
    await t.database.db
      .update(personalAccessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(personalAccessTokens.id, expired.tokenId));
    const removal = await admin('DELETE', '/api/admin/personal-access-tokens', { payload: [deleted.tokenId] });
    expect(removal.body.data).toEqual({ message: 'The token was deleted', deleted: 1 });
    const live = await generate('Live', ['alerts:write'], 365);
    const lastChar = live.message.at(-1) === 'a' ? 'b' : 'a';

    for (const [token, host] of [
      [deleted.message, 'kube'],
      [expired.message, 'kube'],
      [live.message.slice(0, -1) + lastChar, 'kube'],
      [live.message, 'spring'],
    ] as const) {
      const response = await callerFor(t, host, token)('POST', '/api/alerts/create', { payload: alert });
      expect(response.status, token).toBe(401);
      expect(response.body).toMatchObject({
        success: false,
        errors: [{ errorMessage: 'The personal access token is not valid, has expired, was revoked or was deleted' }],
      });
    }
    expect((await callerFor(t, 'kube', live.message)('POST', '/api/alerts/create', { payload: alert })).status).toBe(200);
  });

  it('deletes all checked tokens or none, only of its own portal', async () => {
    const one = await generate('One', ['alerts:write']);
    const two = await generate('Two', ['users:read']);
    const springAdmin = await adminCaller(t, 'spring');
    const foreign = await springAdmin('DELETE', '/api/admin/personal-access-tokens', { payload: [one.tokenId] });
    expect(foreign.status).toBe(404);
    expect((await springAdmin('GET', '/api/admin/personal-access-tokens')).body.data.result).toEqual([]);
    const unknown = await admin('DELETE', '/api/admin/personal-access-tokens', {
      payload: [one.tokenId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(404);
    const both = await admin('DELETE', '/api/admin/personal-access-tokens', { payload: [one.tokenId, two.tokenId, one.tokenId] });
    expect(both.body.data).toEqual({ message: '2 tokens were deleted', deleted: 2 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'token.delete'));
    expect(audits.map((row) => row.entityId)).toEqual(expect.arrayContaining([one.tokenId, two.tokenId]));
    expect(audits.find((row) => row.entityId === one.tokenId)?.before).toMatchObject({ name: 'One', abilities: ['alerts:write'] });
  });

  it.each([
    [{ name: 'ab', abilities: ['alerts:write'], expiresInDays: 7 }, 'body.name'],
    [{ name: 'Bot', abilities: [], expiresInDays: 7 }, 'body.abilities'],
    [{ name: 'Bot', abilities: ['users:write'], expiresInDays: 7 }, 'body.abilities.0'],
    [{ name: 'Bot', abilities: ['alerts:write'], expiresInDays: 0 }, 'body.expiresInDays'],
    [{ name: 'Bot', abilities: ['alerts:write'], expiresInDays: 7.5 }, 'body.expiresInDays'],
    [{ name: 'Bot', abilities: ['alerts:write'], expiresInDays: null }, 'body.expiresInDays'],
    [{ name: 'Bot', abilities: ['alerts:write'] }, 'body.expiresInDays'],
  ])('refuses a bad token request %j naming %s', async (payload, field) => {
    const response = await admin('POST', '/api/admin/generate-token', { payload });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('caps the lifetime: never without expiry, never longer than the configured maximum', async () => {
    const tooLong = await admin('POST', '/api/admin/generate-token', {
      payload: { name: 'Forever bot', abilities: ['alerts:write'], expiresInDays: 366 },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([
      {
        code: 'VALIDATION_FAILED',
        field: 'expiresInDays',
        errorMessage: 'A token may live at most 365 days here (PERSONAL_ACCESS_TOKEN_MAX_DAYS); choose 365 or fewer',
      },
    ]);
    const never = await admin('POST', '/api/admin/generate-token', {
      payload: { name: 'Forever bot', abilities: ['alerts:write'], expiresInDays: null },
    });
    expect(never.body.errors[0].errorMessage).toContain('tokens always expire');
    const names = (await admin('GET', '/api/admin/personal-access-tokens')).body.data.result.map((token: { name: string }) => token.name);
    expect(names).not.toContain('Forever bot');

    const strict = await createTestApp({ PERSONAL_ACCESS_TOKEN_MAX_DAYS: '14' });
    try {
      const strictAdmin = await adminCaller(strict, 'kube');
      expect((await strictAdmin('GET', '/api/admin/abilities')).body.data.maxExpiresInDays).toBe(14);
      const month = await strictAdmin('POST', '/api/admin/generate-token', {
        payload: { name: 'Month bot', abilities: ['alerts:write'], expiresInDays: 30 },
      });
      expect(month.status).toBe(400);
      expect(month.body.errors[0].errorMessage).toBe(
        'A token may live at most 14 days here (PERSONAL_ACCESS_TOKEN_MAX_DAYS); choose 14 or fewer',
      );
      const fortnight = await strictAdmin('POST', '/api/admin/generate-token', {
        payload: { name: 'Fortnight bot', abilities: ['alerts:write'], expiresInDays: 14 },
      });
      expect(fortnight.status).toBe(200);
      const [row] = await strict.database.db
        .select()
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.id, fortnight.body.data.tokenId));
      expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
      expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
    } finally {
      await strict.close();
    }
  });

  it('stops a token for good when its creator loses the admin right, even once the right is given back', async () => {
    const creator = await adminCaller(t, 'kube', 'creator@example.com');
    const other = await adminCaller(t, 'kube', 'other-admin@example.com');
    const kept = await generate('Kept by the other admin', ['alerts:write'], 30, other);
    const { message: token, tokenId } = await generate('Creator bot', ['alerts:write'], 30, creator);
    const bot = callerFor(t, 'kube', token);
    expect((await bot('POST', '/api/alerts/create', { payload: alert })).status).toBe(200);

    const [creatorRow] = await t.database.db.select().from(users).where(eq(users.login, 'creator@example.com'));
    expect((await other('GET', `/api/admin/toggle-access/${creatorRow.id}?toggle=false`)).status).toBe(200);
    const refused = await bot('POST', '/api/alerts/create', { payload: alert });
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].errorMessage).toBe('The personal access token is not valid, has expired, was revoked or was deleted');

    expect((await other('GET', `/api/admin/toggle-access/${creatorRow.id}?toggle=true`)).status).toBe(200);
    expect((await bot('POST', '/api/alerts/create', { payload: alert })).status).toBe(401);
    expect((await callerFor(t, 'kube', kept.message)('POST', '/api/alerts/create', { payload: alert })).status).toBe(200);

    const listed = (await admin('GET', '/api/admin/personal-access-tokens')).body.data.result.find(
      (item: { tokenId: string }) => item.tokenId === tokenId,
    );
    expect(listed).toMatchObject({ createdBy: 'Test Learner', createdByLogin: 'creator@example.com', revokedAt: expect.any(String) });
    const [revocation] = (await auditTrail(t, tokenId)).filter((row) => row.action === 'token.revoke');
    expect(revocation).toMatchObject({
      actorLabel: 'other-admin@example.com',
      before: { revokedAt: null },
      after: { revokedAt: expect.any(String) },
    });
  });

  it('stops a token whose creator was removed from the account system', async () => {
    const creator = await adminCaller(t, 'kube', 'leaver@example.com');
    const { message: token } = await generate('Leaver bot', ['users:read'], 30, creator);
    const bot = callerFor(t, 'kube', token);
    expect((await bot('POST', '/api/admin/users/search', { payload: {} })).status).toBe(200);
    await t.database.db.delete(users).where(eq(users.login, 'leaver@example.com'));
    expect((await bot('POST', '/api/admin/users/search', { payload: {} })).status).toBe(401);
  });

  it('keeps no token plaintext anywhere in the database, only its SHA-256', async () => {
    const tokens = [await generate('Plain one', ['content:write']), await generate('Plain two', ['alerts:write', 'users:read'])];
    // Both drivers answer raw SQL with { rows }.
    const query = async <Row>(statement: SQL) => ((await t.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
    const columns = await query<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea', 'ARRAY')`);
    expect(columns.length).toBeGreaterThan(20);
    let haystack = '';
    for (const { table_name: table, column_name: column } of columns) {
      const values = await query<{ value: string | null }>(
        sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}`,
      );
      haystack += values.map((row) => row.value ?? '').join('\n');
    }
    for (const { message: token } of tokens) {
      expect(haystack).not.toContain(token);
      expect(haystack).not.toContain(token.slice('acad_pat_'.length, 'acad_pat_'.length + 32));
      expect(haystack).toContain(hashToken(token));
    }
    const creations = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'token.create'));
    expect(creations.find((row) => row.entityId === tokens[0].tokenId)?.after).toEqual({
      name: 'Plain one',
      abilities: ['content:write'],
      expiresAt: expect.any(String),
    });
  });
});
