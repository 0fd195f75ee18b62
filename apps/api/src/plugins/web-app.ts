import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import { loadPageRenderer, SERVER_BUNDLE_DIR } from './server-render';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year (precompressed br/gzip beside them),
 * public pages rendered on the server (decision 019), and every other address that is not an API or
 * identity path answered with index.html so deep links work. Neither HTML answer is kept without asking.
 */
async function webAppPlugin(app: FastifyInstance, options: { distDir: string; config: AppConfig }) {
  const index = join(options.distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ distDir: options.distDir }, 'no built web app: run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own header below: the module's default (max-age=0) would otherwise win over it.
    cacheControl: false,
    // The server bundle lives in the output folder but is this process's code, not the browser's.
    allowedPath: (path) => !path.startsWith(`/${SERVER_BUNDLE_DIR}/`),
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? HASHED_ASSET_CACHE : 'no-cache');
    },
  });
  const renderer = await loadPageRenderer(app, options.distDir, options.config);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0];
    // Hashed assets are listed at start; a missing one is a 404, not the app shell. The same
    // ROUTE_NOT_FOUND answer as when no web app is built, so the API's contract does not depend on it.
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/oidc/') || path.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    // A render that fails is a bug to log, not a page to lose: the browser can still draw it.
    const page = await renderer?.render(request).catch((error: unknown) => {
      request.log.error({ err: error }, 'server render failed; sending the app shell');
      return null;
    });
    if (page) return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['envelope'] });
