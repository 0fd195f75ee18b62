import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, tenantIdSchema } from '@academy/shared';
import { contentBundleSchema } from '../../content/bundle';
import { ok } from '../../plugins/envelope';
import { actorOf } from '../../services/audit/actor';
import { importPortalContent } from '../../services/admin/content-import';
import { CONTENT_BODY_LIMIT } from './body-limits';

const importSummarySchema = z.object({
  message: z.string(),
  result: z.object({
    tenantId: tenantIdSchema,
    courses: z.number().int(),
    lessons: z.number().int(),
    guides: z.number().int(),
    paths: z.number().int(),
    instructors: z.number().int(),
    pages: z.number().int(),
  }),
});

/** POST /api/admin/content: the bundle `npm run content:import` reads, as JSON, for this portal only. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/content',
    {
      config: { role: 'admin', ability: 'content:write' },
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: "Replace the portal's content with a bundle ({ files: [{ path, text | base64 }] }); all or nothing",
        body: contentBundleSchema,
        response: { 200: envelopeSchema(importSummarySchema) },
      },
    },
    async (request) => {
      const summary = await importPortalContent(app.db, request.tenantId, request.body, actorOf(request.authentication));
      app.catalogue.invalidate();
      const { tenantId, courses, lessons, guides, paths, instructors, pages } = summary;
      return ok(request, {
        message: `${tenantId}: ${courses} courses, ${lessons} lessons, ${guides} guides, ${paths} paths, ${instructors} instructors, ${pages} pages`,
        result: summary,
      });
    },
  );
};

export default contentRoutes;
