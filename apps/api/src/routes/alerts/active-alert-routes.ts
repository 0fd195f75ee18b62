import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { listActiveAlerts } from '../../services/admin/alerts';
import { fromContract } from '../contract-route';

const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.alerts.active, { tags: ['alerts'], summary: "The portal's alerts that are active now, newest first" }),
    handler: async (request) => ok(request, { result: await listActiveAlerts(app.db, request.tenantId) }),
  });
};

export default alertRoutes;
