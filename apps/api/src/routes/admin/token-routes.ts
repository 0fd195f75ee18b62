import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ABILITY_DESCRIPTIONS,
  abilitiesSchema,
  createdTokenSchema,
  deletedSchema,
  envelopeSchema,
  idListSchema,
  TOKEN_ABILITIES,
  tokenCreateSchema,
  tokenListSchema,
} from '@academy/shared';
import type { AppConfig } from '../../config';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { createToken, deleteTokens, listTokens } from '../../services/tokens/personal-access-tokens';
import { ADMIN_BODY_LIMIT, deletedMessage } from './body-limits';

/** Personal access tokens: only a signed-in admin manages them (a token cannot make or delete tokens). */
const tokenRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const maxDays = config.PERSONAL_ACCESS_TOKEN_MAX_DAYS;
  app.get(
    '/api/admin/abilities',
    {
      config: { role: 'admin' },
      schema: { tags: ['admin'], summary: 'What a personal access token may be allowed to do, and its longest lifetime in days', response: { 200: envelopeSchema(abilitiesSchema) } },
    },
    async (request) =>
      ok(request, { result: TOKEN_ABILITIES.map((ability) => ({ ability, description: ABILITY_DESCRIPTIONS[ability] })), maxExpiresInDays: maxDays }),
  );

  app.post(
    '/api/admin/generate-token',
    {
      config: { role: 'admin' },
      bodyLimit: ADMIN_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Create a personal access token that expires within PERSONAL_ACCESS_TOKEN_MAX_DAYS; data.message is the token, shown this once',
        body: tokenCreateSchema,
        response: { 200: envelopeSchema(createdTokenSchema) },
      },
    },
    async (request) => {
      const { token, tokenId } = await createToken(app.db, { tenantId: request.tenantId, ...request.body, maxDays, actor: actorOf(request.authentication) });
      return ok(request, { message: token, tokenId });
    },
  );

  app.get(
    '/api/admin/personal-access-tokens',
    {
      config: { role: 'admin' },
      schema: { tags: ['admin'], summary: "The portal's tokens, newest first (never the token itself)", response: { 200: envelopeSchema(tokenListSchema) } },
    },
    async (request) => ok(request, { result: await listTokens(app.db, request.tenantId) }),
  );

  app.delete(
    '/api/admin/personal-access-tokens',
    {
      config: { role: 'admin' },
      bodyLimit: ADMIN_BODY_LIMIT,
      schema: { tags: ['admin'], summary: 'Delete the tokens with these ids, all or none', body: idListSchema, response: { 200: envelopeSchema(deletedSchema) } },
    },
    async (request) => {
      const deleted = await deleteTokens(app.db, request.tenantId, request.body, actorOf(request.authentication));
      if (deleted === null) throw notFound('One of these tokens does not exist in this portal; nothing was deleted');
      return ok(request, { message: deletedMessage('token', deleted), deleted });
    },
  );
};

export default tokenRoutes;
