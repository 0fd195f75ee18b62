import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { HttpError } from '../../errors';
import { ok } from '../../plugins/envelope';
import { fromContract } from '../contract-route';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.platform.health, { tags: ['platform'], summary: 'Liveness: the process answers' }),
    handler: async (request) => ok(request, { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  });

  app.route({
    ...fromContract(apiCalls.platform.ready, {
      tags: ['platform'],
      summary: 'Readiness: the database answers and the replica is not shutting down',
    }),
    handler: async (request) => {
      if (app.draining) throw new HttpError(503, 'This replica is shutting down', 'NOT_READY');
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        throw new HttpError(503, 'The database is not reachable', 'NOT_READY');
      }
      return ok(request, { status: 'ready' as const, database: 'up' as const });
    },
  });
};

export default healthRoutes;
