import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls } from '@academy/shared';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { importPortalContent } from '../../services/admin/content-import';
import { CONTENT_BODY_LIMIT } from './body-limits';
import { fromContract } from '../contract-route';

/** POST /api/admin/content: the bundle `npm run content:import` reads, as JSON, for this portal only. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.admin.importContent, {
      tags: ['admin'],
      summary: "Replace the portal's content with a bundle ({ files: [{ path, text | base64 }] }); all or nothing",
    }),
    config: { role: 'admin', ability: 'content:write' },
    bodyLimit: CONTENT_BODY_LIMIT,
    handler: async (request) => {
      const summary = await importPortalContent(app.db, request.tenantId, request.body, actorOf(request.authentication));
      app.catalogue.invalidate();
      const { tenantId, courses, lessons, guides, paths, instructors, pages } = summary;
      return ok(request, {
        message: `${tenantId}: ${courses} courses, ${lessons} lessons, ${guides} guides, ${paths} paths, ${instructors} instructors, ${pages} pages`,
        result: summary,
      });
    },
  });
};

export default contentRoutes;
