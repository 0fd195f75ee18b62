import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCalls, idSchema } from '@academy/shared';
import { notFound } from '../../errors';
import { ok } from '../../plugins/envelope';
import { findPage } from '../../services/catalogue/content-reads';
import { fromContract } from '../contract-route';

const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(apiCalls.pages.one, { tags: ['catalogue'], summary: 'A content page (about, faq, terms, ...) by id or slug' }),
    handler: async (request) => {
      const { idOrSlug } = request.params;
      const row = await findPage(app.db, request.tenantId, idSchema.safeParse(idOrSlug).success ? { id: idOrSlug } : { slug: idOrSlug });
      if (!row) throw notFound('No page with that address in this portal');
      return ok(request, {
        page: { pageId: row.id, slug: row.slug, title: row.title, summary: row.summary, body: row.bodyHtml },
      });
    },
  });
};

export default pageRoutes;
