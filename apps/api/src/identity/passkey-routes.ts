import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { TenantId } from '@academy/shared';
import { badRequest, forbidden } from '../errors';
import { ok } from '../plugins/envelope';
import { clientAddressKey } from '../services/rate-limit/client-address';
import { TooManyRequests } from '../services/rate-limit/window-limiter';
import { DEACTIVATED_SIGN_IN, isDeactivated } from './accounts';
import { PASSKEY_SCRIPT_PATH, passkeyScript } from './passkey-script';
import {
  listPasskeys,
  passkeyAccount,
  registerPasskey,
  removePasskey,
  registrationOptions,
  signInOptions,
  signInWithPasskey,
  type PasskeyPortal,
} from './passkeys';
import { messagePage, securityPage, signInPage } from './views';

type Form = Record<string, string | undefined>;

/**
 * Passkeys on the embedded provider (decision 047): the security page where a signed-in account
 * adds one, and signing in with one on the sign-in page. Enrolment rides on the provider's own
 * session cookie, like the logout address; its calls come only from the portal's own pages.
 */
export function registerPasskeyRoutes(app: FastifyInstance, providerFor: (tenantId: TenantId) => Provider, callsPerHour: number) {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const portalOf = (request: FastifyRequest): PasskeyPortal => ({
    tenantId: request.tenantId,
    origin: app.identitySettings(request.tenantId).origin,
  });
  const requireOwnOrigin = (request: FastifyRequest) => {
    if (request.headers.origin !== portalOf(request).origin)
      throw forbidden("Passkey calls are accepted only from this portal's own pages");
  };

  /** Each challenge is a stored row and each answer a signature check: one client address gets so many an hour, then 429. */
  const countCall = (request: FastifyRequest) =>
    app.limiter.hit({ bucket: 'passkey:client', limit: callsPerHour, windowSeconds: 3_600 }, clientAddressKey(request.ip));

  // A 400, not a 401: these addresses never take a bearer token, the provider's cookie is what is missing.
  const signInFirst = () => badRequest('Sign in to the academy again, then manage your passkeys.');

  /** The account signed in to the provider in this browser, or undefined. */
  const signedInAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const provider = providerFor(request.tenantId);
    const session = await provider.Session.get(provider.createContext(request.raw, reply.raw) as never);
    return session.accountId ? passkeyAccount(app.db, request.tenantId, session.accountId) : undefined;
  };

  app.get(PASSKEY_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(passkeyScript()),
  );

  app.get('/identity/security', { schema: { hide: true } }, async (request, reply) => {
    const account = await signedInAccount(request, reply);
    const { origin } = portalOf(request);
    if (!account)
      return html(
        reply,
        200,
        messagePage(request.tenantId, 'Sign in first', 'Sign in to the academy, then open this page again to manage your passkeys.', {
          href: `${origin}/auth`,
          text: 'Sign in',
        }),
      );
    const list = await listPasskeys(app.db, request.tenantId, account.id);
    return html(reply, 200, securityPage(request.tenantId, { email: account.email, passkeys: list, origin }));
  });

  app.post('/identity/passkeys/registration-options', { schema: { hide: true } }, async (request, reply) => {
    requireOwnOrigin(request);
    await countCall(request);
    const account = await signedInAccount(request, reply);
    if (!account) throw signInFirst();
    return ok(request, await registrationOptions(app.db, portalOf(request), account));
  });

  app.post<{ Body: RegistrationResponseJSON }>('/identity/passkeys/registration', { schema: { hide: true } }, async (request, reply) => {
    requireOwnOrigin(request);
    const account = await signedInAccount(request, reply);
    if (!account) throw signInFirst();
    if (!(await registerPasskey(app.db, portalOf(request), account.id, request.body)))
      throw badRequest('The passkey could not be verified. Try again.');
    return ok(request, { added: true });
  });

  app.post<{ Body: { credential?: unknown } }>('/identity/passkeys/remove', { schema: { hide: true } }, async (request, reply) => {
    requireOwnOrigin(request);
    const account = await signedInAccount(request, reply);
    if (!account) throw signInFirst();
    await removePasskey(app.db, request.tenantId, account.id, String(request.body?.credential ?? ''));
    return ok(request, { removed: true });
  });

  app.post<{ Params: { uid: string } }>(
    '/identity/interaction/:uid/passkey-options',
    { schema: { hide: true } },
    async (request, reply) => {
      requireOwnOrigin(request);
      await countCall(request);
      const provider = providerFor(request.tenantId);
      const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (interaction?.uid !== request.params.uid || interaction.prompt.name !== 'login')
        throw badRequest('This sign-in page has expired.');
      return ok(request, await signInOptions(app.db, portalOf(request), interaction.uid));
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/identity/interaction/:uid/passkey',
    { schema: { hide: true } },
    async (request, reply) => {
      const provider = providerFor(request.tenantId);
      const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (interaction?.uid !== request.params.uid || interaction.prompt.name !== 'login')
        return html(
          reply,
          400,
          messagePage(request.tenantId, 'Sign-in expired', 'This sign-in page has expired. Start again from the academy.', {
            href: '/auth',
            text: 'Sign in again',
          }),
        );
      try {
        await countCall(request);
      } catch (error) {
        if (!(error instanceof TooManyRequests)) throw error;
        reply.header('retry-after', String(error.retryAfterSeconds));
        return html(reply, 429, signInPage(request.tenantId, interaction.uid, { error: error.message }));
      }
      let response: AuthenticationResponseJSON | undefined;
      try {
        response = JSON.parse(String(request.body?.response ?? '')) as AuthenticationResponseJSON;
      } catch {
        response = undefined;
      }
      const account =
        response && typeof response === 'object'
          ? await signInWithPasskey(app.db, portalOf(request), interaction.uid, response)
          : undefined;
      if (!account)
        return html(reply, 401, signInPage(request.tenantId, interaction.uid, { error: 'That passkey did not sign you in here.' }));
      if (await isDeactivated(app.db, request.tenantId, account.id))
        return html(reply, 403, signInPage(request.tenantId, interaction.uid, { error: DEACTIVATED_SIGN_IN }));
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    },
  );
}
