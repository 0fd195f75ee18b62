import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeAlertsSchema, envelopeSchema, tenantQuerySchema } from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { listActiveAlerts } from '../../services/admin/alerts';

const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: "The portal's alerts that are active now, newest first",
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(activeAlertsSchema) },
      },
    },
    async (request) => ok(request, { result: await listActiveAlerts(app.db, request.tenantId) }),
  );
};

export default alertRoutes;
