import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { searchContent } from '../../services/search/search-service';
import { fromContract } from '../contract-route';

/** Search over the portal's published content; what a viewer may not read is matched on title and summary only. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.search.query, {
      tags: ['catalogue'],
      summary: 'Full-text search (websearch syntax, typo tolerant) with highlighted snippets, facets and pages',
    }),
    handler: async (request) => {
      const results = await searchContent(app.db, request.tenantId, request.viewer, request.query);
      if (request.query.page === 1 && !request.query.type && !request.query.topic && !request.query.level) {
        app.searchStats.record(request.tenantId, request.query.q, results.total > 0);
      }
      return ok(request, results);
    },
  });
};

export default searchRoutes;
