import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { messagePage } from './views';

/** Answers one of the provider's HTML pages: never cached, since each carries a sign-in's state or an error for this browser. */
export function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * The sign-in under way in this browser, as the provider keeps it; or null once the "Sign-in
 * expired" page has been answered. With `loginOf`, it must be the sign-in the address names (its
 * uid) and still be asking who signs in, as a passkey sign-in needs.
 */
export async function interactionOrExpired(provider: Provider, request: FastifyRequest, reply: FastifyReply, loginOf?: string) {
  const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
  if (interaction && (loginOf === undefined || (interaction.uid === loginOf && interaction.prompt.name === 'login'))) return interaction;
  sendPage(
    reply,
    400,
    messagePage(request.tenantId, 'Sign-in expired', 'This sign-in page has expired. Start again from the academy.', {
      href: '/auth',
      text: 'Sign in again',
    }),
  );
  return null;
}
