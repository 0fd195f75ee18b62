import type { FastifyInstance, FastifyReply } from 'fastify';
import { passwordLinkFormSchema } from '@academy/shared';
import { findPasswordLink, PASSWORD_LINK_PATH, usePasswordLink } from '../services/accounts/password-links';
import { hashPassword } from './passwords';
import { messagePage, setPasswordPage } from './views';

type Form = Record<string, string | undefined>;

const LINK_GONE = 'This link has expired or was already used. Ask an administrator of the academy (or whoever sent it) for a new one.';

/**
 * The page a password link opens (decision 037): it sets the account's password once, ends every
 * sign-in the account had, and sends the person to sign in. The link is checked before any password
 * is hashed, so posting to it without a live link costs the server nothing.
 */
export function registerPasswordLinkRoutes(app: FastifyInstance) {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.get<{ Querystring: { token?: string } }>(PASSWORD_LINK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const link = token ? await findPasswordLink(app.db, request.tenantId, token) : undefined;
    if (!link) return html(reply, 400, messagePage(request.tenantId, 'Link expired', LINK_GONE));
    return html(reply, 200, setPasswordPage(request.tenantId, { token, email: link.email }));
  });

  app.post<{ Body: Form }>(PASSWORD_LINK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = request.body ?? {};
    const token = typeof form.token === 'string' ? form.token.slice(0, 200) : '';
    const link = token ? await findPasswordLink(app.db, request.tenantId, token) : undefined;
    if (!link) return html(reply, 400, messagePage(request.tenantId, 'Link expired', LINK_GONE));
    const parsed = passwordLinkFormSchema.safeParse(form);
    if (!parsed.success)
      return html(reply, 400, setPasswordPage(request.tenantId, { token, email: link.email, error: parsed.error.issues[0].message }));
    const used = await usePasswordLink(app.db, request.tenantId, token, await hashPassword(parsed.data.password));
    if (!used) return html(reply, 400, messagePage(request.tenantId, 'Link expired', LINK_GONE));
    await app.endSignIns({ tenantId: request.tenantId, accountId: used.accountId });
    return html(
      reply,
      200,
      messagePage(request.tenantId, 'Password set', `Your password is set. Sign in as ${used.email}.`, { href: '/auth', text: 'Sign in' }),
    );
  });
}
