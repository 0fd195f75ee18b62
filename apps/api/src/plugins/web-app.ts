import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and
 * every other address that is not an API or identity path answered with index.html so deep links work.
 */
async function webAppPlugin(app: FastifyInstance, options: { distDir: string }) {
  const index = join(options.distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ distDir: options.distDir }, 'no built web app: run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? HASHED_ASSET_CACHE : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0];
    // Hashed assets are listed at start; a missing one is a 404, not the app shell. The same
    // ROUTE_NOT_FOUND answer as when no web app is built, so the API's contract does not depend on it.
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/oidc/') || path.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['envelope'] });
