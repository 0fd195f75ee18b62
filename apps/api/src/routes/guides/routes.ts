import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, guideDetailSchema, guideListSchema, slugQuerySchema, tenantQuerySchema, type GuideList } from '@academy/shared';
import { guides } from '../../db/schema';
import { notFound } from '../../errors';
import { ok, sendJsonData } from '../../plugins/envelope';
import { filterCategories, guideListItem, lockFor, memoJson, viewerKey } from '../../services/catalogue/present';

const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guides/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The portal's guides with filter categories",
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(guideListSchema) },
      },
    },
    async (request, reply) => {
      const snapshot = await app.catalogue.get(request.tenantId);
      const json = memoJson(
        snapshot,
        `guides:list:${viewerKey(request.viewer)}`,
        (): GuideList => {
          const items = snapshot.guides.map((row) => guideListItem(row, request.viewer));
          return { guides: items, categories: filterCategories(items) };
        },
        (data) => guideListSchema.parse(data),
      );
      return sendJsonData(request, reply, json);
    },
  );

  app.get(
    '/api/guides/getGuide',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One guide; a locked guide comes without its body',
        querystring: slugQuerySchema,
        response: { 200: envelopeSchema(guideDetailSchema) },
      },
    },
    async (request) => {
      const snapshot = await app.catalogue.get(request.tenantId);
      const row = snapshot.guides.find((guide) => guide.slug === request.query.slug);
      if (!row) throw notFound('No guide with that slug in this portal');
      const lock = lockFor(row.entitlements, request.viewer);
      let body: string | null = null;
      if (!lock) {
        const [found] = await app.db
          .select({ bodyHtml: guides.bodyHtml })
          .from(guides)
          .where(and(eq(guides.id, row.id), eq(guides.tenantId, request.tenantId)));
        if (!found) throw notFound('No guide with that slug in this portal');
        body = found.bodyHtml;
      }
      return ok(request, { guide: { ...guideListItem(row, request.viewer), body, lock } });
    },
  );
};

export default guideRoutes;
