import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, idSchema, pageParamsSchema, pageSchema, tenantQuerySchema } from '@academy/shared';
import { pages } from '../../db/schema';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';

const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/:idOrSlug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A content page (about, faq, terms, ...) by id or slug',
        params: pageParamsSchema,
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(pageSchema) },
      },
    },
    async (request) => {
      const { idOrSlug } = request.params;
      const match = idSchema.safeParse(idOrSlug).success ? eq(pages.id, idOrSlug) : eq(pages.slug, idOrSlug);
      const [row] = await app.db
        .select()
        .from(pages)
        .where(and(eq(pages.tenantId, request.tenantId), eq(pages.published, true), match));
      if (!row) throw notFound('No page with that address in this portal');
      return ok(request, {
        page: { pageId: row.id, slug: row.slug, title: row.title, summary: row.summary, body: row.bodyHtml },
      });
    },
  );
};

export default pageRoutes;
