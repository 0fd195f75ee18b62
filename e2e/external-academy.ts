import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { E2E_PORT, WEB_DIST_DIR } from './playwright.config';

/**
 * A second academy set up as a customer would with their own identity provider: `OIDC_ISSUER` names
 * a small external OpenID provider (oidc-provider, started here), whose users the academy's account
 * system has never heard of, and AUTO_PROVISION_USERS is off. It serves the same built web app.
 */
export const ACADEMY_PORT = E2E_PORT + 3;
const PROVIDER_PORT = E2E_PORT + 4;
const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`;
export const REGISTRATION_URL = `${PROVIDER}/register`;
export const PARTNER_SUBJECT = 'partner-user-7';
const ORIGIN = `http://kube.localhost:${ACADEMY_PORT}`;
const AUDIENCE = `${ORIGIN}/api`;
const API_SCOPE = 'urn:iam:m.me';
const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function externalPortal(path = '/') {
  return `${ORIGIN}${path}`;
}

async function startProvider(): Promise<Server> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(PROVIDER, {
    clients: [
      {
        client_id: 'academy-web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${ORIGIN}/login/callback`],
        post_logout_redirect_uris: [`${ORIGIN}/`],
      },
    ],
    clientBasedCORS: (_ctx, origin) => origin === ORIGIN,
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'partner' }] },
    cookies: { keys: ['a-cookie-key-for-the-partner-provider-only'] },
    scopes: ['openid', 'offline_access', 'email', 'profile', API_SCOPE],
    claims: { openid: ['sub'], email: ['email'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, email: `${sub}@partner.example` }) }),
    extraTokenClaims: (_ctx, token) => (token.kind === 'AccessToken' ? { email: `${token.accountId}@partner.example` } : undefined),
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 900,
      AuthorizationCode: 60,
      IdToken: 3_600,
      Interaction: 3_600,
      RefreshToken: 86_400,
      Session: 86_400,
      Grant: 86_400,
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience: AUDIENCE,
          accessTokenTTL: 900,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
  });
  // Its sign-in: one button that signs the partner user in and consents for them.
  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (ctx.path === '/register') {
      ctx.type = 'html';
      ctx.body = '<!doctype html><title>Partner registration</title><h1>Partner registration</h1>';
      return;
    }
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === 'GET' && details.prompt.name === 'login') {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Partner sign-in</title><form method="post"><button type="submit">Sign in as the partner user</button></form>`;
      return;
    }
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: PARTNER_SUBJECT } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  });
  const handle = provider.callback();
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((done) => server.listen(PROVIDER_PORT, '127.0.0.1', done));
  return server;
}

async function waitUntilReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second academy exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not become ready`);
}

/** Starts the provider and the academy; the answer stops both. */
export async function startExternalAcademy(): Promise<() => Promise<void>> {
  const provider = await startProvider();
  const dataDir = join(tmpdir(), `academy-e2e-external-${E2E_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const academy = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(ACADEMY_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR,
      LOG_LEVEL: 'warn',
      IMPORT_CONTENT_ON_START: 'never',
      OIDC_ISSUER: PROVIDER,
      OIDC_REGISTRATION_URL: REGISTRATION_URL,
      AUTO_PROVISION_USERS: 'false',
    },
  });
  try {
    await waitUntilReady(`http://127.0.0.1:${ACADEMY_PORT}/api/ready`, academy);
  } catch (error) {
    academy.kill('SIGTERM');
    provider.close();
    throw error;
  }
  return async () => {
    const exited = new Promise((done) => academy.once('exit', done));
    academy.kill('SIGTERM');
    await exited;
    await new Promise((done) => provider.close(done));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
