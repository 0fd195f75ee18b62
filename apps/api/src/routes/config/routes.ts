import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, runtimeConfigSchema, tenantQuerySchema } from '@academy/shared';
import type { AppConfig } from '../../config';
import { ok } from '../../plugins/envelope';
import { runtimeConfigFor } from '../../runtime-config';

/** Runtime configuration for the web app: no secrets, only what a browser may know. */
const configRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'Runtime configuration for the web app of this portal',
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(runtimeConfigSchema) },
      },
    },
    async (request) => ok(request, runtimeConfigFor(config, request.tenantId, app.identitySettings(request.tenantId))),
  );
};

export default configRoutes;
