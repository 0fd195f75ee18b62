import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { invitationAcceptSchema, registrationSchema, signInSchema, verificationCodeSchema, type TenantId } from '@academy/shared';
import { clientAddressKey } from '../services/rate-limit/client-address';
import { CODE_PROBLEMS, confirmSignUpCode } from '../services/accounts/account-verification';
import { signUp } from '../services/accounts/sign-up';
import { acceptInvitation, openInvitation } from '../services/invitations/accept-invitation';
import { TooManyRequests } from '../services/rate-limit/window-limiter';
import { DEACTIVATED_SIGN_IN, isDeactivated } from './accounts';
import { interactionOrExpired, sendPage } from './identity-pages';
import { hashPassword } from './passwords';
import { PasswordHashesBusy } from './password-hash-gate';
import { createPasswordCheck, inWords, type PasswordCheckLimits } from './password-check';
import { recoveryCodePage, recoveryCodeUsedPage } from './recovery-code-views';
import { useRecoveryCode } from './recovery-codes';
import { PASSWORD_AMR, RECOVERY_CODE_AMR } from './second-factor';
import { invitationPage, messagePage, registerPage, signInPage, signUpCodePage } from './views';

type Form = Record<string, string | undefined>;

/** The academy's origin from the client's redirect address (registered with the client, so it is one of ours). */
function academyOrigin(redirectUri: unknown): string | undefined {
  if (typeof redirectUri !== 'string' || !URL.canParse(redirectUri)) return undefined;
  return new URL(redirectUri).origin;
}

export interface InteractionLimits extends PasswordCheckLimits {
  /** Counts a sign-up from this client address; throws TooManyRequests past the hourly allowance. */
  signUp: (address: string) => Promise<void>;
  /** Counts an invitation page opened or answered from this client address; throws TooManyRequests past the hourly allowance. */
  invitation: (address: string) => Promise<void>;
}

/** Whatever became of a link (unknown, used, revoked, expired), it reads the same. */
const INVITATION_GONE =
  'This invitation link does not work: it may have expired, been used already or been withdrawn. Ask whoever invited you to send a new one.';

/**
 * The embedded provider's interaction pages: sign in, create an account, and consent given on the
 * user's behalf (the academy is the only client, so there is nothing to ask).
 */
export function registerInteractionRoutes(app: FastifyInstance, providerFor: (tenantId: TenantId) => Provider, limits: InteractionLimits) {
  const tooMany = (reply: FastifyReply, retryAfterSeconds: number, body: string) =>
    sendPage(reply.header('retry-after', String(retryAfterSeconds)), 429, body);

  const details = (request: FastifyRequest, reply: FastifyReply) => interactionOrExpired(providerFor(request.tenantId), request, reply);

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: Parameters<Provider['interactionFinished']>[2]) => {
    reply.hijack();
    await providerFor(request.tenantId).interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
  };

  const invitationGone = (reply: FastifyReply, tenantId: TenantId) =>
    sendPage(reply, 400, messagePage(tenantId, 'Invitation link', INVITATION_GONE, { href: '/', text: 'Back to the academy' }));
  const alreadyMember = (reply: FastifyReply, tenantId: TenantId, email: string) =>
    sendPage(
      reply,
      409,
      messagePage(tenantId, 'Already a member', `${email} already has an account here. Sign in with its password.`, {
        href: '/auth',
        text: 'Sign in',
      }),
    );
  /** Counts the page against the client's hourly allowance; answers the 429 page and false past it. */
  const withinInvitationLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await limits.invitation(clientAddressKey(request.ip));
      return true;
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      const wait = error.retryAfterSeconds!;
      const text = `Too many invitation pages were opened from your network. Try again in ${inWords(wait)}.`;
      tooMany(reply, wait, messagePage(request.tenantId, 'Invitation link', text, { href: '/', text: 'Back to the academy' }));
      return false;
    }
  };
  const showInvitation = async (request: FastifyRequest, reply: FastifyReply, uid: string, token: string) => {
    if (!(await withinInvitationLimit(request, reply))) return reply;
    const invitation = await openInvitation(app.db, request.tenantId, token.slice(0, 200));
    if (!invitation) return invitationGone(reply, request.tenantId);
    if (invitation.member) return alreadyMember(reply, request.tenantId, invitation.email);
    return sendPage(reply, 200, invitationPage(request.tenantId, uid, invitation));
  };

  app.get<{ Params: { uid: string } }>('/identity/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    // An invitation's page comes first, whoever this browser is signed in as; once it has signed the
    // invitee in, the same authorization goes on to the consent below.
    const { invitation } = interaction.params;
    if (typeof invitation === 'string' && !interaction.lastSubmission?.login)
      return showInvitation(request, reply, interaction.uid, invitation);
    if (interaction.prompt.name === 'login')
      return sendPage(
        reply,
        200,
        signInPage(request.tenantId, interaction.uid, { origin: academyOrigin(interaction.params.redirect_uri) }),
      );

    const provider = providerFor(request.tenantId);
    const accountId = interaction.session?.accountId;
    if (interaction.prompt.name !== 'consent' || !accountId) {
      return finish(request, reply, { error: 'access_denied', error_description: 'This sign-in cannot be completed.' });
    }
    const grant = interaction.grantId
      ? (await provider.Grant.find(interaction.grantId))!
      : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    const missing = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    return finish(request, reply, { consent: { grantId } });
  });

  const checkPassword = createPasswordCheck(app.db, limits);
  /** The password checked; a refusal is answered here (429 with the page `render` draws) and gives null. */
  const checked = async (
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: { email: string; password: string },
    render: (error: string) => string,
  ) => {
    const outcome = await checkPassword(request, credentials);
    if (!outcome.refused) return outcome;
    tooMany(reply, outcome.refused.retryAfterSeconds, render(outcome.refused.message));
    return null;
  };

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/identity/interaction/:uid/login',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const parsed = signInSchema.safeParse(request.body ?? {});
      const email = typeof request.body?.email === 'string' ? request.body.email.trim().slice(0, 254) : '';
      const render = (error: string) => signInPage(request.tenantId, interaction.uid, { email, error });
      if (!parsed.success) return sendPage(reply, 400, render(parsed.error.issues[0].message));
      const outcome = await checked(request, reply, parsed.data, render);
      if (!outcome) return reply;
      if (!outcome.account) {
        await outcome.failed();
        return sendPage(reply, 401, render('The e-mail or password is not right.'));
      }
      await outcome.succeeded();
      if (await isDeactivated(app.db, request.tenantId, outcome.account.id)) return sendPage(reply, 403, render(DEACTIVATED_SIGN_IN));
      // On the raw answer: finish() hands it to the provider, which writes the redirect itself.
      reply.raw.appendHeader(
        'set-cookie',
        limits.knownBrowsers.setCookie(request.tenantId, parsed.data.email, request.protocol === 'https'),
      );
      return finish(request, reply, { login: { accountId: outcome.account.id, amr: PASSWORD_AMR } });
    },
  );

  // "Use a recovery code" (decision 052): the password and one of the account's recovery codes, in place of its passkey.
  app.get<{ Params: { uid: string } }>('/identity/interaction/:uid/recovery', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    return sendPage(reply, 200, recoveryCodePage(request.tenantId, interaction.uid));
  });

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/identity/interaction/:uid/recovery',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const parsed = signInSchema.safeParse(request.body ?? {});
      const email = typeof request.body?.email === 'string' ? request.body.email.trim().slice(0, 254) : '';
      const code = typeof request.body?.code === 'string' ? request.body.code.trim().slice(0, 40) : '';
      const render = (error: string) => recoveryCodePage(request.tenantId, interaction.uid, { email, error });
      if (!parsed.success) return sendPage(reply, 400, render(parsed.error.issues[0].message));
      if (!code) return sendPage(reply, 400, render('Recovery code is a required field'));
      const outcome = await checked(request, reply, parsed.data, render);
      if (!outcome) return reply;
      if (outcome.account && (await isDeactivated(app.db, request.tenantId, outcome.account.id))) {
        await outcome.succeeded();
        return sendPage(reply, 403, render(DEACTIVATED_SIGN_IN));
      }
      const used = outcome.account ? await useRecoveryCode(app.db, request.tenantId, outcome.account.id, code) : undefined;
      if (!outcome.account || !used) {
        await outcome.failed();
        return sendPage(reply, 401, render('The e-mail, password or recovery code is not right.'));
      }
      await outcome.succeeded();
      // The result is stored and the page says how many codes are left; its link resumes the sign-in.
      const continueTo = await providerFor(request.tenantId).interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: outcome.account.id, amr: RECOVERY_CODE_AMR } },
        { mergeWithLastSubmission: false },
      );
      return sendPage(reply, 200, recoveryCodeUsedPage(request.tenantId, { left: used.left, continueTo }));
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/identity/interaction/:uid/invitation',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const token = typeof interaction.params.invitation === 'string' ? interaction.params.invitation.slice(0, 200) : '';
      if (!(await withinInvitationLimit(request, reply))) return reply;
      const invitation = token ? await openInvitation(app.db, request.tenantId, token) : undefined;
      if (!invitation) return invitationGone(reply, request.tenantId);
      const form = request.body ?? {};
      const typed = { firstName: String(form.firstName ?? '').slice(0, 60), lastName: String(form.lastName ?? '').slice(0, 60) };
      const again = (status: number, error: string) =>
        sendPage(reply, status, invitationPage(request.tenantId, interaction.uid, { email: invitation.email, ...typed, error }));
      const parsed = invitationAcceptSchema.safeParse(form);
      if (!parsed.success) return again(400, parsed.error.issues[0].message);
      let passwordHash: string;
      try {
        passwordHash = await hashPassword(parsed.data.password);
      } catch (error) {
        if (!(error instanceof PasswordHashesBusy)) throw error;
        reply.header('retry-after', String(error.retryAfterSeconds));
        return again(429, error.message);
      }
      const accepted = await acceptInvitation(app.db, request.tenantId, token, { ...parsed.data, passwordHash });
      if (accepted.outcome === 'gone') return invitationGone(reply, request.tenantId);
      if (accepted.outcome === 'member') return alreadyMember(reply, request.tenantId, accepted.email);
      // Someone had signed up with the address without confirming it: their sign-ins end, as a sign-up code would end them.
      if (accepted.tookOver) await app.endSignIns({ tenantId: request.tenantId, accountId: accepted.accountId });
      return finish(request, reply, { login: { accountId: accepted.accountId } });
    },
  );

  app.get<{ Params: { uid: string } }>('/identity/interaction/:uid/register', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    return sendPage(reply, 200, registerPage(request.tenantId, interaction.uid));
  });

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/identity/interaction/:uid/register',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const form = request.body ?? {};
      const values = {
        firstName: String(form.firstName ?? '').slice(0, 60),
        lastName: String(form.lastName ?? '').slice(0, 60),
        email: String(form.email ?? '').slice(0, 254),
      };
      const parsed = registrationSchema.safeParse(form);
      if (!parsed.success)
        return sendPage(reply, 400, registerPage(request.tenantId, interaction.uid, { ...values, error: parsed.error.issues[0].message }));
      if (form.passwordConfirmation !== parsed.data.password)
        return sendPage(
          reply,
          400,
          registerPage(request.tenantId, interaction.uid, { ...values, error: 'The two passwords do not match.' }),
        );
      try {
        await limits.signUp(clientAddressKey(request.ip));
      } catch (error) {
        if (!(error instanceof TooManyRequests)) throw error;
        const wait = error.retryAfterSeconds!;
        return tooMany(
          reply,
          wait,
          registerPage(request.tenantId, interaction.uid, {
            ...values,
            error: `Too many accounts were created from your network. Try again in ${inWords(wait)}.`,
          }),
        );
      }
      try {
        const { verificationId } = await signUp(app, request.tenantId, parsed.data);
        return sendPage(reply, 200, signUpCodePage(request.tenantId, interaction.uid, { email: parsed.data.email, verificationId }));
      } catch (error) {
        if (error instanceof TooManyRequests)
          return sendPage(reply, 429, registerPage(request.tenantId, interaction.uid, { ...values, error: error.message }));
        if (error instanceof PasswordHashesBusy)
          return tooMany(
            reply,
            error.retryAfterSeconds!,
            registerPage(request.tenantId, interaction.uid, { ...values, error: error.message }),
          );
        throw error;
      }
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(
    '/identity/interaction/:uid/verify',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const form = request.body ?? {};
      const values = { email: String(form.email ?? '').slice(0, 254), verificationId: String(form.verification ?? '') };
      const code = verificationCodeSchema.safeParse(form.code ?? '');
      const verificationId = z.uuid().safeParse(values.verificationId);
      if (!code.success || !verificationId.success) {
        return sendPage(
          reply,
          400,
          signUpCodePage(request.tenantId, interaction.uid, { ...values, error: code.error?.issues[0].message ?? CODE_PROBLEMS.wrong }),
        );
      }
      const outcome = await confirmSignUpCode(app.db, request.tenantId, verificationId.data, code.data);
      if ('problem' in outcome)
        return sendPage(
          reply,
          400,
          signUpCodePage(request.tenantId, interaction.uid, { ...values, error: CODE_PROBLEMS[outcome.problem] }),
        );
      // The mailbox's owner took the account over from whoever registered it first: their sign-ins end.
      if (outcome.passwordReplaced) await app.endSignIns({ tenantId: request.tenantId, accountId: outcome.accountId });
      if (await isDeactivated(app.db, request.tenantId, outcome.accountId))
        return sendPage(reply, 403, signInPage(request.tenantId, interaction.uid, { email: values.email, error: DEACTIVATED_SIGN_IN }));
      return finish(request, reply, { login: { accountId: outcome.accountId } });
    },
  );
}
