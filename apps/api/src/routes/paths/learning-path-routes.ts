import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, pathListSchema, type PathList } from '@academy/shared';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { filterCategories, pathListItem } from '../../services/reading/present';
import { findPath } from '../../services/catalogue/renamed-items';
import { readerFor, sendCatalogue } from '../catalogue-answer';
import { fromContract } from '../contract-route';

const pathRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.paths.list, { tags: ['catalogue'], summary: "The portal's learning paths with their courses in order" }),
    handler: async (request, reply) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId, request.seesDrafts), readerFor(app, request)]);
      return sendCatalogue(
        request,
        reply,
        snapshot,
        reader,
        'paths:list',
        (): PathList => {
          const items = snapshot.paths.map((entry) => pathListItem(entry, snapshot, reader.state));
          return { paths: items, categories: filterCategories(items, reader.personal) };
        },
        (data) => pathListSchema.parse(data),
      );
    },
  });

  app.route({
    ...fromContract(apiCalls.paths.details, { tags: ['catalogue'], summary: 'One learning path' }),
    handler: async (request) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId, request.seesDrafts), readerFor(app, request)]);
      const entry = findPath(snapshot, request.query.slug);
      if (!entry) throw notFound('No learning path with that slug in this portal');
      return ok(request, { path: { ...pathListItem(entry, snapshot, reader.state), description: entry.row.descriptionHtml } });
    },
  });
};

export default pathRoutes;
