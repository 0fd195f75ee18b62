import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, ABILITY_DESCRIPTIONS, TOKEN_ABILITIES } from '@academy/shared';
import type { AppConfig } from '../../config';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { createToken, deleteTokens, listTokens } from '../../services/tokens/personal-access-tokens';
import { ADMIN_BODY_LIMIT, deletedMessage } from './body-limits';
import { fromContract } from '../contract-route';

/** Personal access tokens: only a signed-in admin manages them (a token cannot make or delete tokens). */
const tokenRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const maxDays = config.PERSONAL_ACCESS_TOKEN_MAX_DAYS;
  app.route({
    ...fromContract(apiCalls.admin.abilities, {
      tags: ['admin'],
      summary: 'What a personal access token may be allowed to do, and its longest lifetime in days',
    }),
    config: { role: 'admin' },
    handler: async (request) =>
      ok(request, {
        result: TOKEN_ABILITIES.map((ability) => ({ ability, description: ABILITY_DESCRIPTIONS[ability] })),
        maxExpiresInDays: maxDays,
      }),
  });

  app.route({
    ...fromContract(apiCalls.admin.generateToken, {
      tags: ['admin'],
      summary:
        'Create a personal access token that expires within PERSONAL_ACCESS_TOKEN_MAX_DAYS; data.message is the token, shown this once',
    }),
    config: { role: 'admin' },
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => {
      const { token, tokenId } = await createToken(app.db, {
        tenantId: request.tenantId,
        ...request.body,
        maxDays,
        actor: actorOf(request.authentication),
      });
      return ok(request, { message: token, tokenId });
    },
  });

  app.route({
    ...fromContract(apiCalls.admin.tokens, { tags: ['admin'], summary: "The portal's tokens, newest first (never the token itself)" }),
    config: { role: 'admin' },
    handler: async (request) => ok(request, { result: await listTokens(app.db, request.tenantId) }),
  });

  app.route({
    ...fromContract(apiCalls.admin.deleteTokens, { tags: ['admin'], summary: 'Delete the tokens with these ids, all or none' }),
    config: { role: 'admin' },
    bodyLimit: ADMIN_BODY_LIMIT,
    handler: async (request) => {
      const deleted = await deleteTokens(app.db, request.tenantId, request.body, actorOf(request.authentication));
      if (deleted === null) throw notFound('One of these tokens does not exist in this portal; nothing was deleted');
      return ok(request, { message: deletedMessage('token', deleted), deleted });
    },
  });
};

export default tokenRoutes;
