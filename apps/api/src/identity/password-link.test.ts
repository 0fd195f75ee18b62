import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, identityAccounts, passwordLinks } from '../db/schema';
import { makeAdministrator } from '../services/admin/operator-admins';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccount } from './accounts';

/** The first administrator of an installation (decision 037): made by the operator, who hands over a single-use link. */
const KUBE = 'kube.localhost:3000';
const PASSWORD = 'a new admin password';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const administrator = (email: string, validHours = 24) =>
  makeAdministrator(t.database.db, { tenantId: 'kube', email, firstName: 'Ada', lastName: 'Admin', validHours });

const open = (token: string, host = KUBE) =>
  t.app.inject({ url: `/identity/set-password?token=${encodeURIComponent(token)}`, headers: { host } });
const submit = (form: Record<string, string>, host = KUBE) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/set-password',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const details = async (token: string) =>
  (await t.app.inject({ url: '/api/user/getUserDetails', headers: { host: KUBE, authorization: `Bearer ${token}` } })).json().data;

describe('the first administrator', () => {
  it('is a new account without rights until its link sets the password, then an administrator with a verified address', async () => {
    const { created, token } = await administrator('first-admin@example.com');
    expect(created).toBe(true);
    await expect(new OidcTestClient(t.app, KUBE).signIn('first-admin@example.com', PASSWORD)).rejects.toThrow('sign-in refused: 401');

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('first-admin@example.com');
    expect(page.body).toContain('<label for="password">New password</label>');

    const short = await submit({ token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Password must be at least 10 characters');

    const set = await submit({ token, password: PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.body).toContain('Your password is set');
    const tokens = await new OidcTestClient(t.app, KUBE).signIn('first-admin@example.com', PASSWORD);
    expect(await details(tokens.access_token)).toMatchObject({ login: 'first-admin@example.com', isAdmin: true, isEmailVerified: true });

    // The command's two entries share its transaction's time; their order among themselves is not kept.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.tenantId, 'kube'));
    const entries = audit.filter((entry) => JSON.stringify(entry.after).includes('first-admin@example.com'));
    expect(entries.map((entry) => [entry.action, entry.actorLabel]).sort()).toEqual([
      ['user.create', 'operator (admin.js)'],
      ['user.password-link', 'operator (admin.js)'],
      ['user.password-set', 'first-admin@example.com'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('works once: a used, expired or unknown link, or one of another portal, changes nothing', async () => {
    const { token } = await administrator('once@example.com');
    expect((await open(token, 'spring.localhost:3000')).statusCode).toBe(400);
    expect((await submit({ token, password: 'from another portal' }, 'spring.localhost:3000')).statusCode).toBe(400);
    expect((await submit({ token: 'x'.repeat(43), password: PASSWORD })).statusCode).toBe(400);
    expect((await submit({ token, password: PASSWORD })).statusCode).toBe(200);
    const reused = await submit({ token, password: 'the attacker password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('This link has expired or was already used');
    await new OidcTestClient(t.app, KUBE).signIn('once@example.com', PASSWORD);

    const { token: late } = await administrator('late@example.com');
    await t.database.db.update(passwordLinks).set({ expiresAt: new Date(Date.now() - 1_000) });
    expect((await open(late)).statusCode).toBe(400);
    expect((await submit({ token: late, password: PASSWORD })).statusCode).toBe(400);
  });

  it('makes an existing account an administrator, keeps its password, and its link ends every sign-in the account had', async () => {
    await createAccount(t.database.db, 'kube', {
      email: 'promoted@example.com',
      password: 'the old password',
      firstName: 'P',
      lastName: 'R',
    });
    const before = await new OidcTestClient(t.app, KUBE).signIn('promoted@example.com', 'the old password');
    expect(await details(before.access_token)).toMatchObject({ isAdmin: false });

    const { created, token } = await administrator('promoted@example.com');
    expect(created).toBe(false);
    const now = await new OidcTestClient(t.app, KUBE).signIn('promoted@example.com', 'the old password');
    expect(await details(now.access_token)).toMatchObject({ isAdmin: true });
    const grant = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.admin-grant'), eq(auditLog.actorLabel, 'operator (admin.js)')));
    expect(grant).toHaveLength(1);

    expect((await submit({ token, password: PASSWORD })).statusCode).toBe(200);
    const client = new OidcTestClient(t.app, KUBE);
    expect((await client.refresh(now.refresh_token)).status).toBe(400);
    await client.signIn('promoted@example.com', PASSWORD);
    const [row] = await t.database.db.select().from(identityAccounts).where(eq(identityAccounts.email, 'promoted@example.com'));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
  });
});
