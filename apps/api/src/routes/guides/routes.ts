import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, guideDetailSchema, guideListSchema, slugQuerySchema, tenantQuerySchema, type GuideList } from '@academy/shared';
import { guides } from '../../db/schema';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { filterCategories, guideListItem, lockFor } from '../../services/reading/present';
import { readerFor, sendCatalogue } from '../catalogue-answer';

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
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId), readerFor(app, request)]);
      return sendCatalogue(
        request,
        reply,
        snapshot,
        reader,
        'guides:list',
        (): GuideList => {
          const items = snapshot.guides.map((row) => guideListItem(row, reader));
          return { guides: items, categories: filterCategories(items, reader.personal) };
        },
        (data) => guideListSchema.parse(data),
      );
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
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId), readerFor(app, request)]);
      const row = snapshot.guides.find((guide) => guide.slug === request.query.slug);
      if (!row) throw notFound('No guide with that slug in this portal');
      const lock = lockFor(row.entitlements, request.viewer, 'guide');
      let body: string | null = null;
      if (!lock) {
        const [found] = await app.db
          .select({ bodyHtml: guides.bodyHtml })
          .from(guides)
          .where(and(eq(guides.id, row.id), eq(guides.tenantId, request.tenantId)));
        if (!found) throw notFound('No guide with that slug in this portal');
        body = found.bodyHtml;
      }
      return ok(request, { guide: { ...guideListItem(row, reader), body, lock } });
    },
  );
};

export default guideRoutes;
