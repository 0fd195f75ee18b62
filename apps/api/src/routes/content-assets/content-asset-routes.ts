import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantIdSchema } from '@academy/shared';
import { notFound } from '../../errors';
import { findAsset } from '../../services/catalogue/content-reads';

const paramsSchema = z.object({
  tenant: tenantIdSchema,
  '*': z
    .string()
    .regex(/^[a-z0-9][a-z0-9._/-]{0,300}$/i, 'must be an asset path')
    .refine((path) => !path.includes('..'), 'must not leave the assets folder'),
});

const contentAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content-assets/:tenant/*',
    { schema: { tags: ['catalogue'], operationId: 'contentAsset', summary: 'An image that content refers to', params: paramsSchema } },
    async (request, reply) => {
      const asset = await findAsset(app.db, request.params.tenant, request.params['*']);
      if (!asset) throw notFound('No such asset');
      const etag = `"${asset.hash.slice(0, 32)}"`;
      reply
        .header('cache-control', 'public, max-age=3600')
        .header('etag', etag)
        // An SVG opened directly must not run script.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(asset.mediaType).send(Buffer.from(asset.dataBase64, 'base64'));
    },
  );
};

export default contentAssetRoutes;
