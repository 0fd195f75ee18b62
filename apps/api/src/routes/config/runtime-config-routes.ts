import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import type { AppConfig } from '../../config';
import { ok } from '../../plugins/envelope';
import { runtimeConfigFor } from '../../runtime-config';
import { fromContract } from '../contract-route';

/** Runtime configuration for the web app: no secrets, only what a browser may know. */
const configRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.route({
    ...fromContract(apiCalls.platform.config, { tags: ['platform'], summary: 'Runtime configuration for the web app of this portal' }),
    handler: async (request) => ok(request, runtimeConfigFor(config, request.tenantId, app.identitySettings(request.tenantId))),
  });
};

export default configRoutes;
