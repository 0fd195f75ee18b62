import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueCache } from '../services/catalogue/cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}

async function cataloguePlugin(app: FastifyInstance, options: { ttlMs: number }) {
  app.decorate('catalogue', new CatalogueCache(app.db, options.ttlMs));
}

export default fp(cataloguePlugin, { name: 'catalogue', dependencies: ['database'] });
