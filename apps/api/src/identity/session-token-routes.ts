import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeExchangeSchema,
  envelopeSchema,
  SESSION_REFRESH_PATH,
  SESSION_TOKEN_PATH,
  sessionTokensSchema,
  type SessionTokens,
} from '@academy/shared';
import type { AppConfig } from '../config';
import { forbidden } from '../errors';
import { ok } from '../plugins/envelope';
import { embeddedTransport, remoteTransport } from './provider-transports';
import { createTokenEndpoint, tokenRefused, type TokenAnswer } from './token-endpoint';

export const REFRESH_COOKIE = 'academy_refresh';

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name && value.length > 0) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The web app's token calls (decision 016). The server exchanges the code and refreshes at the
 * provider's token endpoint and keeps the refresh token in an HttpOnly, SameSite=Strict cookie
 * scoped to these addresses, so no page script (nor a script injected into the page) can read it;
 * the page gets the access and ID tokens. The same path serves the embedded provider (in-process)
 * and an external one (over the network), through provider-transports.ts.
 */
const sessionTokenRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const transport = config.OIDC_ISSUER ? remoteTransport : embeddedTransport(app);
  const tokenEndpoint = createTokenEndpoint(transport);

  const cookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) => {
    const secure = app.identitySettings(request.tenantId).origin.startsWith('https:') ? '; Secure' : '';
    return `${REFRESH_COOKIE}=${encodeURIComponent(value)}; Path=${SESSION_TOKEN_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
  };
  const keepRefreshToken = (request: FastifyRequest, reply: FastifyReply, answer: TokenAnswer) => {
    if (answer.refresh_token) reply.header('set-cookie', cookie(request, answer.refresh_token, config.REFRESH_TOKEN_TTL_SECONDS));
  };
  const forgetRefreshToken = (request: FastifyRequest, reply: FastifyReply) => reply.header('set-cookie', cookie(request, '', 0));

  /** Only the portal's own pages may use the cookie: a cross-site or cross-portal call is refused. */
  const requireOwnOrigin = (request: FastifyRequest) => {
    if (request.headers.origin !== app.identitySettings(request.tenantId).origin) {
      throw forbidden("Token calls are accepted only from this portal's own pages");
    }
  };

  const pageTokens = (answer: TokenAnswer): SessionTokens => ({
    access_token: answer.access_token,
    token_type: answer.token_type,
    expires_in: answer.expires_in,
    id_token: answer.id_token,
    scope: answer.scope,
  });
  const routeOptions = { config: { role: 'any' as const }, schema: { hide: true, response: { 200: envelopeSchema(sessionTokensSchema) } } };

  app.post(
    SESSION_TOKEN_PATH,
    { ...routeOptions, schema: { ...routeOptions.schema, body: codeExchangeSchema } },
    async (request, reply) => {
      requireOwnOrigin(request);
      const settings = app.identitySettings(request.tenantId);
      const answer = await tokenEndpoint.grant(
        settings.issuer,
        new URLSearchParams({
          grant_type: 'authorization_code',
          code: request.body.code,
          code_verifier: request.body.codeVerifier,
          redirect_uri: `${settings.origin}/login/callback`,
          client_id: settings.clientId,
        }),
      );
      keepRefreshToken(request, reply, answer);
      reply.header('cache-control', 'no-store');
      return ok(request, pageTokens(answer));
    },
  );

  app.post(SESSION_REFRESH_PATH, routeOptions, async (request, reply) => {
    requireOwnOrigin(request);
    const refreshToken = readCookie(request.headers.cookie, REFRESH_COOKIE);
    if (!refreshToken) throw tokenRefused('No refresh token available');
    const settings = app.identitySettings(request.tenantId);
    let answer: TokenAnswer;
    try {
      answer = await tokenEndpoint.grant(
        settings.issuer,
        new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: settings.clientId,
          scope: settings.refreshScope,
        }),
      );
    } catch (error) {
      if ((error as { code?: string }).code === 'TOKEN_REFUSED') forgetRefreshToken(request, reply);
      throw error;
    }
    keepRefreshToken(request, reply, answer);
    reply.header('cache-control', 'no-store');
    return ok(request, pageTokens(answer));
  });

  app.delete(SESSION_TOKEN_PATH, { config: { role: 'any' }, schema: { hide: true } }, async (request, reply) => {
    requireOwnOrigin(request);
    const refreshToken = readCookie(request.headers.cookie, REFRESH_COOKIE);
    if (refreshToken) {
      const settings = app.identitySettings(request.tenantId);
      await tokenEndpoint.revoke(
        settings.issuer,
        new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: settings.clientId }),
      );
    }
    forgetRefreshToken(request, reply);
    return reply.code(204).send();
  });
};

export default sessionTokenRoutes;
