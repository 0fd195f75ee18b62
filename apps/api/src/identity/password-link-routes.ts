import type { FastifyInstance, FastifyReply } from 'fastify';
import { passwordLinkFormSchema, type TenantId } from '@academy/shared';
import { findPasswordLink, PASSWORD_LINK_PATH, usePasswordLink } from '../services/accounts/password-links';
import { hashPassword } from './passwords';
import type { SignInLimiter } from './sign-in-limiter';
import { messagePage, setPasswordPage } from './views';
import { sendPage } from './identity-pages';

type Form = Record<string, string | undefined>;

const LINK_GONE =
  'This link has expired or was already used. Ask for a new one with "Forgot password?" on the sign-in page, or ask whoever sent it.';

/**
 * The page a password link opens, an operator's (decision 037) or a mailed reset (decision 043): it
 * sets the account's password once, ends every sign-in the account had, lifts the account's sign-in
 * waits, and sends the person to sign in. The link is checked before any password is hashed, so
 * posting to it without a live link costs the server nothing.
 */
export function registerPasswordLinkRoutes(app: FastifyInstance, signIn: SignInLimiter) {
  const linkGone = (reply: FastifyReply, tenantId: TenantId) =>
    sendPage(
      reply,
      400,
      messagePage(tenantId, 'Link expired', LINK_GONE, { href: '/identity/forgot-password', text: 'Ask for a new link' }),
    );

  app.get<{ Querystring: { token?: string } }>(PASSWORD_LINK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const link = token ? await findPasswordLink(app.db, request.tenantId, token) : undefined;
    if (!link) return linkGone(reply, request.tenantId);
    return sendPage(reply, 200, setPasswordPage(request.tenantId, { token, email: link.email, purpose: link.purpose }));
  });

  app.post<{ Body: Form }>(PASSWORD_LINK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = request.body ?? {};
    const token = typeof form.token === 'string' ? form.token.slice(0, 200) : '';
    const link = token ? await findPasswordLink(app.db, request.tenantId, token) : undefined;
    if (!link) return linkGone(reply, request.tenantId);
    const parsed = passwordLinkFormSchema.safeParse(form);
    if (!parsed.success)
      return sendPage(
        reply,
        400,
        setPasswordPage(request.tenantId, { token, email: link.email, purpose: link.purpose, error: parsed.error.issues[0].message }),
      );
    const used = await usePasswordLink(app.db, request.tenantId, token, await hashPassword(parsed.data.password));
    if (!used) return linkGone(reply, request.tenantId);
    await app.endSignIns({ tenantId: request.tenantId, accountId: used.accountId });
    await signIn.forgetDelays(request.tenantId, used.email);
    const done =
      used.purpose === 'reset'
        ? `Your password is changed, and every sign-in of your account has ended. Sign in as ${used.email} with the new password.`
        : `Your password is set. Sign in as ${used.email}.`;
    return sendPage(reply, 200, messagePage(request.tenantId, 'Password set', done, { href: '/auth', text: 'Sign in' }));
  });
}
