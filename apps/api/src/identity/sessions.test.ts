import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oidcPayloads } from '../db/schema';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAccount } from './accounts';

const KUBE = 'kube.localhost:3000';
const PASSWORD = 'correct horse battery';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['stored@example.com', 'changer@example.com', 'leaver@example.com', 'other@example.com']) {
    await createAccount(t.database.db, 'kube', { email, password: PASSWORD, firstName: 'S', lastName: 'T' });
  }
});
afterAll(() => t.close());

/** Whether the browser's provider session still signs it in without the password. */
async function signsInSilently(client: OidcTestClient) {
  const { location } = await client.startSignIn();
  const next = await client.follow(location!);
  return next.location?.includes('/login/callback') === true;
}

describe('provider artefacts at rest', () => {
  it('keeps refresh tokens, codes, grants and session ids only as keyed hashes, and they still work', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const { verifier, location } = await client.startSignIn();
    const page = await client.follow(location!);
    const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(page.response.body)![1];
    const submitted = await client.submit(`/identity/interaction/${uid}/login`, { email: 'stored@example.com', password: PASSWORD });
    const callback = (await client.follow(submitted.headers.location as string)).location!;
    const code = new URL(callback).searchParams.get('code')!;
    const sessionId = client.cookie('_session')!;
    const whileCodeIsLive = JSON.stringify(await t.database.db.select().from(oidcPayloads));
    expect(whileCodeIsLive).not.toContain(code);
    expect(whileCodeIsLive).not.toContain(sessionId);
    expect(whileCodeIsLive).not.toContain(uid);

    const { body: tokens } = await client.exchange(callback, verifier);
    const rows = await t.database.db.select().from(oidcPayloads).where(eq(oidcPayloads.tenantId, 'kube'));
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain(tokens.refresh_token);
    expect(everything).not.toContain(sessionId);
    expect(rows.some((row) => row.model === 'RefreshToken')).toBe(true);
    expect(rows.every((row) => /^[A-Za-z0-9_-]{43}$/.test(row.id))).toBe(true);

    expect((await client.refresh(tokens.refresh_token)).status).toBe(200);
    expect(await signsInSilently(client)).toBe(true);
  });
});

describe('a password change', () => {
  it("ends the account's other sign-ins and keeps the one that made it", async () => {
    const here = new OidcTestClient(t.app, KUBE);
    const elsewhere = new OidcTestClient(t.app, KUBE);
    const mine = await here.signIn('changer@example.com', PASSWORD);
    const stolen = await elsewhere.signIn('changer@example.com', PASSWORD);
    const bystander = await new OidcTestClient(t.app, KUBE).signIn('other@example.com', PASSWORD);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { host: KUBE, authorization: `Bearer ${mine.access_token}` },
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await elsewhere.refresh(stolen.refresh_token)).body.error).toBe('invalid_grant');
    expect(await signsInSilently(elsewhere)).toBe(false);
    expect((await here.refresh(mine.refresh_token)).status).toBe(200);
    expect(await signsInSilently(here)).toBe(true);
    expect((await new OidcTestClient(t.app, KUBE).refresh(bystander.refresh_token)).status).toBe(200);
  });
});

describe('the logout page', () => {
  const endSession = (client: OidcTestClient, idTokenHint?: string) =>
    client.request({ url: `/oidc/session/end${idTokenHint ? `?id_token_hint=${idTokenHint}` : ''}` });

  it('asks before signing out unless the academy sends an id token of this very session', async () => {
    const client = new OidcTestClient(t.app, KUBE);
    const tokens = await client.signIn('leaver@example.com', PASSWORD);
    const someoneElses = await new OidcTestClient(t.app, KUBE).signIn('other@example.com', PASSWORD);

    for (const hint of [undefined, someoneElses.id_token]) {
      const asked = await endSession(client, hint);
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain('<h1>Sign out?</h1>');
      expect(asked.body).not.toContain('<script');
    }
    expect(await signsInSilently(client)).toBe(true);

    const forged = await endSession(client, `${tokens.id_token.slice(0, -4)}AAAA`);
    expect(forged.body).not.toContain('/identity/logout.js');

    const automatic = await endSession(client, tokens.id_token);
    expect(automatic.body).toContain('<script src="/identity/logout.js" defer></script>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(automatic.body)![1];
    const script = await client.request({ url: '/identity/logout.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("getElementById('op.logoutForm').submit()");
    await client.submit('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(await signsInSilently(client)).toBe(false);
  });
});
