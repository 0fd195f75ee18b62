import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedVideoUrl } from '@academy/shared';
import { createTestApp } from '../../test/test-app';

describe('runtime configuration for the web app', () => {
  it('describes the embedded provider of the portal, and no analytics outside the allowed environments', async () => {
    const t = await createTestApp({ ANALYTICS_CONTAINER_KUBE: 'GTM-KUBE', APP_ENV: 'dev' });
    try {
      const response = await t.app.inject({ url: '/api/config', headers: { host: 'kube.localhost:3000' } });
      expect(response.json().data).toEqual({
        tenantId: 'kube',
        environment: 'dev',
        apiBase: '/api',
        displayHeader: true,
        identity: {
          issuer: 'http://kube.localhost:3000/oidc',
          clientId: 'academy-web',
          scope: 'openid email profile offline_access urn:iam:m.me',
          refreshScope: 'urn:iam:m.me openid email',
          extraAuthorizeParams: { resource: 'http://kube.localhost:3000/api' },
          redirectPath: '/login/callback',
          profileUrl: '/account',
          logoutUrl: '/identity/session',
          registrationUrl: '/auth',
        },
        videoPlayer: null,
        proUpgradeUrl: null,
        learningPathSlug: null,
        // Only `npm run author` opens the live preview's stream (decision 065).
        authorEvents: null,
        analytics: { containerId: null, consentScriptUrl: null },
      });
    } finally {
      await t.close();
    }
  });

  it('gives the analytics container of the portal where the environment allows it', async () => {
    const t = await createTestApp({
      ANALYTICS_CONTAINER_KUBE: 'GTM-KUBE',
      ANALYTICS_CONSENT_SCRIPT_URL: 'https://consent.example.com/script.js',
      APP_ENV: 'prod',
      DEMO_ACCOUNTS: 'false',
    });
    try {
      const kube = (await t.app.inject({ url: '/api/config', headers: { host: 'kube.localhost' } })).json().data;
      expect(kube.analytics).toEqual({ containerId: 'GTM-KUBE', consentScriptUrl: 'https://consent.example.com/script.js' });
      const spring = (await t.app.inject({ url: '/api/config', headers: { host: 'spring.localhost' } })).json().data;
      expect(spring.analytics).toEqual({ containerId: null, consentScriptUrl: null });
    } finally {
      await t.close();
    }
  });

  it("names the pro upgrade page and each portal's /learning-path target when configured", async () => {
    const t = await createTestApp({ PRO_UPGRADE_URL: 'https://shop.example.com/pro', LEARNING_PATH_SLUG_SPRING: 'spring-developer' });
    try {
      const spring = (await t.app.inject({ url: '/api/config', headers: { host: 'spring.localhost' } })).json().data;
      expect(spring).toMatchObject({ proUpgradeUrl: 'https://shop.example.com/pro', learningPathSlug: 'spring-developer' });
      const kube = (await t.app.inject({ url: '/api/config', headers: { host: 'kube.localhost' } })).json().data;
      expect(kube.learningPathSlug).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('names the hosted video player once its account and player ids are configured', async () => {
    const t = await createTestApp({ VIDEO_PLAYER_ACCOUNT_ID: '1234567', VIDEO_PLAYER_ID: 'academy-player' });
    try {
      const { videoPlayer } = (await t.app.inject({ url: '/api/config', headers: { host: 'kube.localhost' } })).json().data;
      expect(videoPlayer).toEqual({
        accountId: '1234567',
        playerId: 'academy-player',
        embedUrlTemplate: 'https://players.brightcove.net/{accountId}/{playerId}_default/index.html?videoId={videoId}',
      });
      expect(hostedVideoUrl(videoPlayer, 'kube-intro')).toBe(
        'https://players.brightcove.net/1234567/academy-player_default/index.html?videoId=kube-intro',
      );
    } finally {
      await t.close();
    }
  });
});

describe('an external OpenID provider', () => {
  let issuerServer: Server;
  let issuer: string;
  let sign: (claims: Record<string, unknown>) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const publicJwk = { ...(await exportJWK(publicKey)), kid: 'external-1', alg: 'ES256', use: 'sig' };
    issuerServer = createServer((request, response) => {
      const body =
        request.url === '/.well-known/openid-configuration'
          ? { issuer, jwks_uri: `${issuer}/keys`, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token` }
          : request.url === '/keys'
            ? { keys: [publicJwk] }
            : null;
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(issuerServer.address() as { port: number }).port}`;
    sign = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'external-1' })
        .setIssuer(issuer)
        .setExpirationTime('5m')
        .sign(privateKey);
  });
  afterAll(() => new Promise<void>((resolve) => issuerServer.close(() => resolve())));

  it('is reached through its discovery document, with the configured audience and algorithms', async () => {
    const t = await createTestApp({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'academy-spa',
      OIDC_AUDIENCE: 'https://api.academy.example.com',
      OIDC_EXTRA_AUTHORIZE_PARAMS: 'audience=https://api.academy.example.com',
      OIDC_ALGORITHMS: 'ES256',
      OIDC_PROFILE_URL: 'https://id.example.com/profile',
      OIDC_LOGOUT_URL: 'https://id.example.com/logout',
      OIDC_REGISTRATION_URL: 'https://id.example.com/register',
    });
    try {
      const config = (await t.app.inject({ url: '/api/config', headers: { host: 'tanzu.localhost' } })).json().data.identity;
      expect(config).toMatchObject({
        issuer,
        clientId: 'academy-spa',
        extraAuthorizeParams: { audience: 'https://api.academy.example.com' },
        profileUrl: 'https://id.example.com/profile',
        registrationUrl: 'https://id.example.com/register',
      });
      const good = await sign({ sub: 'ext-1', aud: 'https://api.academy.example.com' });
      const me = await t.app.inject({
        url: '/api/user/getUserDetails',
        headers: { host: 'tanzu.localhost', authorization: `Bearer ${good}` },
      });
      expect(me.json().data).toEqual({ login: null, registrationUrl: 'https://id.example.com/register' });
      const wrongAudience = await sign({ sub: 'ext-1', aud: 'https://other.example.com' });
      expect(
        (
          await t.app.inject({
            url: '/api/user/getUserDetails',
            headers: { host: 'tanzu.localhost', authorization: `Bearer ${wrongAudience}` },
          })
        ).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: { host: 'tanzu.localhost' } })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
