import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createAccount } from './identity/accounts';
import { redactUrl } from './request-log';
import { adminCaller } from './test/caller';
import { createSeededDatabase } from './test/database-template';
import { OidcTestClient } from './test/oidc-client';
import type { TestApp } from './test/test-app';

/** The real app logging at info into memory, as pino writes it to stdout in production. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const database = await createSeededDatabase();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const app = await buildApp({ config, database, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  await app.ready();
  t = { app, database, close: async () => (await app.close(), await database.close()) };
});
afterAll(() => t.close());

const loggedUrls = () =>
  lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));

describe('request logs', () => {
  it('carry no authorization code, state, PKCE challenge or verification code of a real sign-in and code check', async () => {
    const host = 'kube.localhost:3000';
    await createAccount(t.database.db, 'kube', {
      email: 'logged@example.com',
      password: 'correct horse battery',
      firstName: 'Log',
      lastName: 'Ged',
    });
    const client = new OidcTestClient(t.app, host);
    const { verifier, state, location } = await client.startSignIn();
    const page = await client.follow(location!);
    const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(page.response.body)![1];
    const submitted = await client.submit(`/identity/interaction/${uid}/login`, {
      email: 'logged@example.com',
      password: 'correct horse battery',
    });
    const callback = (await client.follow(submitted.headers.location as string)).location!;
    const code = new URL(callback).searchParams.get('code')!;
    const challenge = new URL(location!, client.origin).searchParams.get('code_challenge');
    // The browser lands on the web app's callback address with the code in the query.
    const landing = new URL(callback);
    await client.request({ url: landing.pathname + landing.search });
    expect((await client.exchange(callback, verifier)).status).toBe(200);

    const admin = await adminCaller(t, 'kube');
    await admin('GET', '/api/email/validateVerificationCode?emailType=contact&verificationCode=918273', {
      headers: { verifiableEmail: 'team@example.com' },
    });

    const urls = loggedUrls();
    expect(urls).toContain('/login/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fkube.localhost%3A3000%2Foidc');
    expect(urls).toContain('/api/email/validateVerificationCode?emailType=contact&verificationCode=[redacted]');
    expect(
      urls.some((url) => url.startsWith('/oidc/auth?') && url.includes('state=[redacted]') && url.includes('code_challenge=[redacted]')),
    ).toBe(true);
    const everything = lines.join('\n');
    for (const secret of [code, state, challenge!, '918273']) expect(everything).not.toContain(secret);
  });

  it('redacts every parameter named like a code, token or state and keeps the rest', () => {
    expect(
      redactUrl('/oidc/session/end?id_token_hint=eyJ.a.b&post_logout_redirect_uri=http%3A%2F%2Fkube.localhost%2F&client_id=academy-web'),
    ).toBe('/oidc/session/end?id_token_hint=[redacted]&post_logout_redirect_uri=http%3A%2F%2Fkube.localhost%2F&client_id=academy-web');
    expect(redactUrl('/x?refresh_token=r&Access%5FToken=a&flag&page=2')).toBe(
      '/x?refresh_token=[redacted]&Access%5FToken=[redacted]&flag&page=2',
    );
    expect(redactUrl('/api/courses/list?page=1')).toBe('/api/courses/list?page=1');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=[redacted]');
  });
});
