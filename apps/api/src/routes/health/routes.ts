import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, healthSchema, readinessSchema } from '@academy/shared';
import { HttpError } from '../../errors';
import { ok } from '../../plugins/envelope';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['platform'], summary: 'Liveness: the process answers', response: { 200: envelopeSchema(healthSchema) } } },
    async (request) => ok(request, { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/ready',
    { schema: { tags: ['platform'], summary: 'Readiness: the database answers', response: { 200: envelopeSchema(readinessSchema) } } },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        throw new HttpError(503, 'The database is not reachable', 'NOT_READY');
      }
      return ok(request, { status: 'ready' as const, database: 'up' as const });
    },
  );
};

export default healthRoutes;
