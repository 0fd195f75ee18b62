import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../identity/accounts';
import { OidcTestClient } from '../test/oidc-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_SECURITY_HEADERS, FIXED_SECURITY_HEADERS } from './security-headers';

/** A policy as directive name to sources, so a test names what it means rather than an order. */
function directives(policy: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const webDist = mkdtempSync(join(tmpdir(), 'academy-csp-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><title>Academy</title><div id="root"></div><script type="module" src="/assets/main.js"></script>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('security headers with the default configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: 'kube.localhost:3000', ...headers } });

  it('gives the web app a policy with no inline or foreign script, no plugins, no framing, and no analytics or player host', async () => {
    const page = await get('/courses');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(directives(page.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'media-src': ["'self'", 'https:'],
    });
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('lets an API answer load, run and frame nothing, content assets included', async () => {
    for (const url of ['/api/health', '/api/content-assets/kube/instructors/nobody.svg', '/api/no-such-route']) {
      expect((await get(url)).headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
    }
  });

  it('serves the API documentation page under a same-origin policy', async () => {
    const docs = await get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    const policy = directives(docs.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('keeps inline script off the embedded provider pages: the logout page submits through a script file', async () => {
    await createAccount(t.database.db, 'kube', {
      email: 'csp@example.com',
      password: 'correct horse battery',
      firstName: 'Csp',
      lastName: 'Test',
    });
    const client = new OidcTestClient(t.app, 'kube.localhost:3000');
    const { location } = await client.startSignIn();
    const signIn = (await client.follow(location!)).response;
    const tokens = await client.signIn('csp@example.com', 'correct horse battery');
    const logout = await client.request({
      url: `/oidc/session/end?client_id=academy-web&id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent('http://kube.localhost:3000/')}`,
    });
    const discovery = await get('/oidc/.well-known/openid-configuration');
    for (const response of [signIn, logout, discovery]) {
      const policy = directives(response.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
    }
    for (const page of [signIn.body, logout.body]) expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(logout.body).toContain('<script src="/identity/logout.js" defer></script>');
    const script = await get('/identity/logout.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("getElementById('op.logoutForm').submit()");
  });

  it('puts the fixed headers (no sniffing, no framing, no referrer, isolated origin) on pages, API answers, errors and the provider alike', async () => {
    for (const url of [
      '/courses',
      '/api/courses/list',
      '/api/no-such-route',
      '/oidc/.well-known/openid-configuration',
      '/identity/logout.js',
    ]) {
      const response = await get(url);
      for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS))
        expect([url, name, response.headers[name]]).toEqual([url, name, value]);
    }
  });

  it('puts the API headers on the errors raised before routing: a malformed or overlong address', async () => {
    for (const [url, status] of [
      ['/api/courses/%zz', 400],
      [`/api/courses/list?q=${'x'.repeat(5_000)}`, 414],
    ] as const) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, status]);
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
        expect([url, name, response.headers[name]]).toEqual([url, name, value]);
    }
  });

  it('sends no HSTS over http, and ignores a forwarded https unless the proxy is trusted', async () => {
    for (const url of ['/courses', '/api/health', '/oidc/.well-known/openid-configuration']) {
      expect((await get(url)).headers['strict-transport-security']).toBeUndefined();
      expect((await get(url, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('security headers of a configured installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST_DIR: webDist,
      PUBLIC_ORIGIN_TEMPLATE: 'https://{tenant}.academy.example.com',
      TRUST_PROXY: 'loopback',
      APP_ENV: 'prod',
      ANALYTICS_CONTAINER_KUBE: 'GTM-KUBE',
      ANALYTICS_CONSENT_SCRIPT_URL: 'https://consent.example.com/consent.js',
      VIDEO_PLAYER_ACCOUNT_ID: '1234567',
      VIDEO_PLAYER_ID: 'academy',
      LAB_URL_TEMPLATE: 'https://labs.example.com/{tenant}/{course}/{lesson}?learner={user}',
    });
  });
  afterAll(() => t.close());

  const page = async (tenant: string) =>
    directives(
      (await t.app.inject({ url: '/', headers: { host: `${tenant}.academy.example.com`, 'x-forwarded-proto': 'https' } })).headers[
        'content-security-policy'
      ],
    );

  it('allows the analytics hosts only on the portal whose container is configured', async () => {
    const kube = await page('kube');
    expect(kube['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://consent.example.com']);
    expect(kube['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://consent.example.com',
      ]),
    );
    const spring = await page('spring');
    expect(spring['script-src']).toEqual(["'self'"]);
    expect(spring['connect-src']).toEqual(["'self'"]);
  });

  it('frames the hosted video player and the lab provider once they are configured, and upgrades http sub-resources', async () => {
    const kube = await page('kube');
    expect(kube['frame-src']).toEqual(['https://players.brightcove.net', 'https://labs.example.com']);
    expect(kube['upgrade-insecure-requests']).toEqual([]);
  });

  it('sends HSTS on answers that came over https through the trusted proxy, /oidc included, and not over http', async () => {
    for (const url of ['/', '/api/health', '/oidc/.well-known/openid-configuration']) {
      const secure = await t.app.inject({ url, headers: { host: 'kube.academy.example.com', 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await t.app.inject({ url, headers: { host: 'kube.academy.example.com' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('security headers with an external provider', () => {
  it("let the app reach the provider's discovery and logout addresses, and nothing else of it", async () => {
    const t = await createTestApp({
      WEB_DIST_DIR: webDist,
      OIDC_ISSUER: 'https://id.example.com/realms/{tenant}',
      OIDC_LOGOUT_URL: 'https://logout.example.com/end',
    });
    try {
      const response = await t.app.inject({ url: '/', headers: { host: 'tanzu.localhost:3000' } });
      const policy = directives(response.headers['content-security-policy']);
      expect(policy['connect-src']).toEqual(["'self'", 'https://id.example.com', 'https://logout.example.com']);
      expect(policy['script-src']).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
  });
});
