import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { movedAddress } from '../services/catalogue/renamed-items';

const MOVABLE = /^\/(courses|guides|paths)\/[^/]/;

/**
 * Decision 056: the page of a renamed course, lesson, guide or path answers 301 to its new
 * address, so links, bookmarks and search engines follow the rename. Only page addresses of those
 * three sections are looked at; the API answers an old slug with the item itself.
 */
async function movedPagesPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !MOVABLE.test(request.url)) return;
    const [path, query] = request.url.split(/\?(.*)/s);
    const moved = movedAddress(await app.catalogue.get(request.tenantId), path);
    if (moved) return reply.redirect(query ? `${moved}?${query}` : moved, 301);
  });
}

export default fp(movedPagesPlugin, { name: 'moved-pages', dependencies: ['tenant', 'catalogue'] });
