import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { searchQueryStats } from '../../services/search/query-stats';
import { fromContract } from '../contract-route';

/** What the portal's visitors search for and do not find: topics to write next. */
const searchQueryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.admin.searchQueries, {
      tags: ['admin'],
      summary: 'The most searched queries and the ones that found nothing',
    }),
    config: { role: 'admin' },
    handler: async (request) => {
      await app.searchStats.flush();
      return ok(request, await searchQueryStats(app.db, request.tenantId));
    },
  });
};

export default searchQueryRoutes;
