import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pathDetailSchema, pathListSchema, slugQuerySchema, tenantQuerySchema, type PathList } from '@academy/shared';
import { notFound } from '../../errors';
import { ok, sendJsonData } from '../../plugins/envelope';
import { filterCategories, memoJson, pathListItem } from '../../services/catalogue/present';

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
      const snapshot = await app.catalogue.get(request.tenantId);
      const json = memoJson(
        snapshot,
        'paths:list',
        (): PathList => {
          const items = snapshot.paths.map(pathListItem);
          return { paths: items, categories: filterCategories(items) };
        },
        (data) => pathListSchema.parse(data),
      );
      return sendJsonData(request, reply, json);
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
      const snapshot = await app.catalogue.get(request.tenantId);
      const entry = snapshot.paths.find((path) => path.row.slug === request.query.slug);
      if (!entry) throw notFound('No learning path with that slug in this portal');
      return ok(request, { path: { ...pathListItem(entry), description: entry.row.descriptionHtml } });
    },
  );
};

export default pathRoutes;
