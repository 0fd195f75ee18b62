import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, guideListSchema, type GuideList } from '@academy/shared';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { guideBodyHtml } from '../../services/catalogue/content-reads';
import { filterCategories, guideListItem, lockFor } from '../../services/reading/present';
import { findGuide } from '../../services/catalogue/renamed-items';
import { readerFor, sendCatalogue } from '../catalogue-answer';
import { fromContract } from '../contract-route';

const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.guides.list, { tags: ['catalogue'], summary: "The portal's guides with filter categories" }),
    handler: async (request, reply) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId, request.seesDrafts), readerFor(app, request)]);
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
  });

  app.route({
    ...fromContract(apiCalls.guides.one, { tags: ['catalogue'], summary: 'One guide; a locked guide comes without its body' }),
    handler: async (request) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId, request.seesDrafts), readerFor(app, request)]);
      const row = findGuide(snapshot, request.query.slug);
      if (!row) throw notFound('No guide with that slug in this portal');
      const lock = lockFor(row.entitlements, request.viewer, 'guide');
      let body: string | null = null;
      if (!lock) {
        body = await guideBodyHtml(app.db, request.tenantId, row.id);
        if (body === null) throw notFound('No guide with that slug in this portal');
      }
      return ok(request, { guide: { ...guideListItem(row, reader), body, lock } });
    },
  });
};

export default guideRoutes;
