import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { TenantId } from '@academy/shared';
import { badRequest, forbidden } from '../errors';
import { ok } from '../plugins/envelope';
import { clientAddressKey } from '../services/rate-limit/client-address';
import { TooManyRequests } from '../services/rate-limit/window-limiter';
import { DEACTIVATED_SIGN_IN, isDeactivated } from './accounts';
import type { PasswordCheck } from './password-check';
import { interactionOrExpired, sendPage } from './identity-pages';
import { PASSKEY_SCRIPT_PATH, passkeyScript } from './passkey-script';
import { generateRecoveryCodes, recoveryCodesLeft } from './recovery-codes';
import { FRESH_SIGN_IN_SECONDS, PASSKEY_AMR } from './second-factor';
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
 * adds one and makes recovery codes (decision 052), and signing in with one on the sign-in page.
 * Enrolment rides on the provider's own session cookie, like the logout address; its calls come
 * only from the portal's own pages and need a sign-in of the last five minutes.
 */
export function registerPasskeyRoutes(
  app: FastifyInstance,
  providerFor: (tenantId: TenantId) => Provider,
  options: { callsPerHour: number; passwordCheck: PasswordCheck },
) {
  const { callsPerHour, passwordCheck } = options;
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

  /** The account signed in to the provider in this browser, its session, and whether that sign-in is fresh; or undefined. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const provider = providerFor(request.tenantId);
    const session = await provider.Session.get(provider.createContext(request.raw, reply.raw) as never);
    const account = session.accountId ? await passkeyAccount(app.db, request.tenantId, session.accountId) : undefined;
    if (!account) return undefined;
    return { account, session, fresh: !session.past(FRESH_SIGN_IN_SECONDS) };
  };

  /** The changes of the security page: the portal's own page, a signed-in account, a sign-in of the last five minutes. */
  const changer = async (request: FastifyRequest, reply: FastifyReply) => {
    requireOwnOrigin(request);
    const current = await signedIn(request, reply);
    if (!current) throw signInFirst();
    if (!current.fresh)
      throw forbidden('Confirm your password on this page first: these changes need a sign-in from the last five minutes.');
    return current.account;
  };

  const signInFirstPage = (request: FastifyRequest) =>
    messagePage(request.tenantId, 'Sign in first', 'Sign in to the academy, then open this page again to manage your passkeys.', {
      href: `${portalOf(request).origin}/auth`,
      text: 'Sign in',
    });

  const securityPageOf = async (request: FastifyRequest, current: NonNullable<Awaited<ReturnType<typeof signedIn>>>, error?: string) =>
    securityPage(request.tenantId, {
      email: current.account.email,
      origin: portalOf(request).origin,
      passkeys: await listPasskeys(app.db, request.tenantId, current.account.id),
      recoveryCodesLeft: await recoveryCodesLeft(app.db, request.tenantId, current.account.id),
      fresh: current.fresh,
      error,
    });

  app.get(PASSKEY_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(passkeyScript()),
  );

  app.get('/identity/security', { schema: { hide: true } }, async (request, reply) => {
    const current = await signedIn(request, reply);
    if (!current) return sendPage(reply, 200, signInFirstPage(request));
    return sendPage(reply, 200, await securityPageOf(request, current));
  });

  // The password again, so a browser left signed in (or a stolen session) cannot add its own passkey or take codes.
  app.post<{ Body: Form }>('/identity/security/confirm', { schema: { hide: true } }, async (request, reply) => {
    const current = await signedIn(request, reply);
    if (!current) return sendPage(reply, 400, signInFirstPage(request));
    const password = typeof request.body?.password === 'string' ? request.body.password.slice(0, 200) : '';
    if (!password) return sendPage(reply, 400, await securityPageOf(request, current, 'Password is a required field'));
    const outcome = await passwordCheck(request, { email: current.account.email, password });
    if (outcome.refused) {
      reply.header('retry-after', String(outcome.refused.retryAfterSeconds));
      return sendPage(reply, 429, await securityPageOf(request, current, outcome.refused.message));
    }
    if (outcome.account?.id !== current.account.id) {
      await outcome.failed();
      return sendPage(reply, 401, await securityPageOf(request, current, 'That password is not right.'));
    }
    await outcome.succeeded();
    current.session.loginTs = Math.floor(Date.now() / 1000);
    await current.session.persist();
    return reply.code(303).header('cache-control', 'no-store').redirect('/identity/security');
  });

  app.post('/identity/passkeys/registration-options', { schema: { hide: true } }, async (request, reply) => {
    const account = await changer(request, reply);
    await countCall(request);
    return ok(request, await registrationOptions(app.db, portalOf(request), account));
  });

  app.post<{ Body: RegistrationResponseJSON }>('/identity/passkeys/registration', { schema: { hide: true } }, async (request, reply) => {
    const account = await changer(request, reply);
    if (!(await registerPasskey(app.db, portalOf(request), account.id, request.body)))
      throw badRequest('The passkey could not be verified. Try again.');
    return ok(request, { added: true });
  });

  app.post<{ Body: { credential?: unknown } }>('/identity/passkeys/remove', { schema: { hide: true } }, async (request, reply) => {
    const account = await changer(request, reply);
    await removePasskey(app.db, request.tenantId, account.id, String(request.body?.credential ?? ''));
    return ok(request, { removed: true });
  });

  // Ten new codes, shown once in the answer; the old set stops working (decision 052).
  app.post('/identity/recovery-codes', { schema: { hide: true } }, async (request, reply) => {
    const account = await changer(request, reply);
    await countCall(request);
    const codes = await generateRecoveryCodes(app.db, request.tenantId, account.id);
    if (!codes) throw badRequest('Add a passkey first: recovery codes stand in for it when it is lost.');
    return ok(request, { codes });
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
      const interaction = await interactionOrExpired(provider, request, reply, request.params.uid);
      if (!interaction) return reply;
      try {
        await countCall(request);
      } catch (error) {
        if (!(error instanceof TooManyRequests)) throw error;
        reply.header('retry-after', String(error.retryAfterSeconds));
        return sendPage(reply, 429, signInPage(request.tenantId, interaction.uid, { error: error.message }));
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
        return sendPage(reply, 401, signInPage(request.tenantId, interaction.uid, { error: 'That passkey did not sign you in here.' }));
      if (await isDeactivated(app.db, request.tenantId, account.id))
        return sendPage(reply, 403, signInPage(request.tenantId, interaction.uid, { error: DEACTIVATED_SIGN_IN }));
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.id, amr: PASSKEY_AMR } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}
