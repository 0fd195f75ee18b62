import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pathDetailSchema, pathListSchema, slugQuerySchema, tenantQuerySchema, type PathList } from '@academy/shared';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { filterCategories, pathListItem } from '../../services/reading/present';
import { readerFor, sendCatalogue } from '../catalogue-answer';

const pathRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/paths/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The portal's learning paths with their courses in order",
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(pathListSchema) },
      },
    },
    async (request, reply) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId), readerFor(app, request)]);
      return sendCatalogue(
        request,
        reply,
        snapshot,
        reader,
        'paths:list',
        (): PathList => {
          const items = snapshot.paths.map((entry) => pathListItem(entry, reader.state));
          return { paths: items, categories: filterCategories(items, reader.personal) };
        },
        (data) => pathListSchema.parse(data),
      );
    },
  );

  app.get(
    '/api/paths/details',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One learning path',
        querystring: slugQuerySchema,
        response: { 200: envelopeSchema(pathDetailSchema) },
      },
    },
    async (request) => {
      const [snapshot, reader] = await Promise.all([app.catalogue.get(request.tenantId), readerFor(app, request)]);
      const entry = snapshot.paths.find((path) => path.row.slug === request.query.slug);
      if (!entry) throw notFound('No learning path with that slug in this portal');
      return ok(request, { path: { ...pathListItem(entry, reader.state), description: entry.row.descriptionHtml } });
    },
  );
};

export default pathRoutes;
