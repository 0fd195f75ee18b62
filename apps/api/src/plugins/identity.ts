import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { tenantFromHost, TENANTS, type TenantId } from '@academy/shared';
import type { AppConfig } from '../config';
import { registerInteractionRoutes } from '../identity/interaction-routes';
import { registerPasskeyRoutes } from '../identity/passkey-routes';
import { registerPasswordLinkRoutes } from '../identity/password-link-routes';
import { registerPasswordResetRoutes } from '../identity/password-reset-routes';
import { revokeAccountSignIns, sweepExpired } from '../identity/oidc-adapter';
import { createProvider } from '../identity/provider';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH } from '../identity/views';
import { createKnownBrowsers } from '../identity/known-browsers';
import { createPasswordCheck } from '../identity/password-check';
import { createPerClientLimit } from '../identity/password-hash-gate';
import { createSignInLimiter } from '../identity/sign-in-limiter';
import { createWindowLimiter } from '../services/rate-limit/window-limiter';

interface SignInsToEnd {
  tenantId: TenantId;
  accountId: string;
  /** The grant of the sign-in that stays (the one making the change); none: every sign-in ends. */
  keepGrantId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Ends an embedded account's other sign-ins: refresh tokens, grants and provider sessions. */
    endSignIns(target: SignInsToEnd): Promise<void>;
  }
}

/** Sign-ins one client address may have waiting for a password check at once (decision 040). */
const PASSWORD_CHECKS_PER_CLIENT = 2;

/**
 * The embedded OpenID provider of each portal under /oidc, with its sign-in pages under
 * /identity. Nothing is mounted when an external provider is configured.
 */
async function identityPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  const { config } = options;
  if (config.OIDC_ISSUER) {
    app.decorate('endSignIns', async () => {});
    return;
  }

  const keys = app.identityKeys!;
  app.decorate('endSignIns', (target: SignInsToEnd) => revokeAccountSignIns(app.db, keys.storageKey, target));
  await sweepExpired(app.db);
  const providers = new Map<TenantId, Provider>(
    TENANTS.map((tenantId) => [tenantId, createProvider({ tenantId, settings: app.identitySettings(tenantId), db: app.db, keys, config })]),
  );
  const callbacks = new Map([...providers].map(([tenantId, provider]) => [tenantId, provider.callback()]));
  const providerFor = (tenantId: TenantId) => providers.get(tenantId)!;

  // The provider's addresses live in a scope of their own, so middie's per-request matching runs
  // for them only, not on every catalogue read.
  await app.register(async (oidc) => {
    // The provider (Koa) reads X-Forwarded-* on its own terms; give it what Fastify concluded under
    // TRUST_PROXY, so a client that is not a trusted proxy cannot set the protocol, host or address it sees.
    oidc.addHook('onRequest', (request, _reply, done) => {
      Object.assign(request.raw.headers, {
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
        'x-forwarded-for': request.ip,
      });
      done();
    });
    await oidc.register(middie);
    oidc.use('/oidc', (req: IncomingMessage, res: ServerResponse) => void callbacks.get(tenantFromHost(req.headers.host))!(req, res));
    // The provider answers every address under /oidc before a handler runs; these routes only bring the requests into this scope.
    const answeredByProvider = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    oidc.all('/oidc', { schema: { hide: true } }, answeredByProvider);
    oidc.all('/oidc/*', { schema: { hide: true } }, answeredByProvider);
  });

  await app.register(formbody, { bodyLimit: 16_384 });
  const windows = createWindowLimiter(app.db);
  const signIn = createSignInLimiter(app.db, {
    freeFailures: config.SIGN_IN_FREE_FAILURES,
    maxDelaySeconds: config.SIGN_IN_MAX_DELAY_SECONDS,
    failuresPerAccount: config.SIGN_IN_FAILURES_PER_ACCOUNT_15_MIN,
    failuresPerAddress: config.SIGN_IN_FAILURES_PER_ADDRESS_15_MIN,
  });
  const passwordLimits = {
    signIn,
    knownBrowsers: createKnownBrowsers(keys.cookieKeys),
    checksPerClient: createPerClientLimit(PASSWORD_CHECKS_PER_CLIENT),
  };
  registerInteractionRoutes(app, providerFor, {
    ...passwordLimits,
    signUp: (address) => windows.hit({ bucket: 'sign-up', limit: config.SIGN_UPS_PER_HOUR, windowSeconds: 3_600 }, address),
    invitation: (address) =>
      windows.hit({ bucket: 'invitation', limit: config.INVITATION_ACCEPTS_PER_HOUR, windowSeconds: 3_600 }, address),
  });

  registerPasskeyRoutes(app, providerFor, {
    callsPerHour: config.PASSKEY_CALLS_PER_HOUR,
    passwordCheck: createPasswordCheck(app.db, passwordLimits),
  });
  registerPasswordLinkRoutes(app, signIn);
  registerPasswordResetRoutes(app, {
    perClient: (address) =>
      windows.hit({ bucket: 'password-reset', limit: config.PASSWORD_RESETS_PER_HOUR, windowSeconds: 3_600 }, address),
    validMinutes: config.PASSWORD_RESET_LINK_MINUTES,
  });

  // The logout page's only script, kept out of the page so a strict Content-Security-Policy allows it.
  app.get(LOGOUT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGOUT_SCRIPT),
  );

  // The logout address of spec section 4: ends the provider session and revokes its grants, so
  // refresh tokens issued in it stop working at once.
  app.delete('/identity/session', { schema: { hide: true } }, async (request, reply) => {
    const provider = providerFor(request.tenantId);
    const ctx = provider.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(ctx as never);
    for (const { grantId } of Object.values(session.authorizations ?? {})) {
      if (grantId) await (await provider.Grant.find(grantId))?.destroy();
    }
    await session.destroy();
    return reply.code(204).send();
  });
}

export default fp(identityPlugin, { name: 'identity', dependencies: ['database', 'identity-keys', 'tenant', 'auth', 'mail'] });
