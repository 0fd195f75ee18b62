import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import { offerPageToVisitors } from '../speed';
import { chooseEncoding, MIN_COMPRESS_BYTES } from './compression';
import { etagMatches } from './etag';
import { createPageCache, type PageCache, type ServedPage } from './page-cache';
import { loadPageRenderer, SERVER_BUNDLE_DIR } from './server-render';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * A rendered page may be kept by a shared cache (an operator's CDN) for `sharedSeconds` and served
 * stale for a while longer as it asks again; browsers always ask again, cheaply, with its ETag (decision 057).
 */
function pageCacheControl(status: number, sharedSeconds: number): string {
  if (status !== 200 || sharedSeconds === 0) return 'no-cache';
  return `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedSeconds * 10}`;
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PageCache,
  { page, cache, standing }: ServedPage,
  sharedSeconds: number,
) {
  reply
    .code(page.status)
    // Whether this replica drew the page for this request, as CDNs and other frameworks say it.
    .header('x-page-cache', cache)
    .header('cache-control', pageCacheControl(page.status, sharedSeconds))
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (page.status === 200) {
    reply.header('etag', page.etag);
    const asked = request.headers['if-none-match'];
    if (asked && etagMatches(asked, page.etag)) return reply.code(304).send();
  }
  offerPageToVisitors(reply, standing);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding || page.html.length < MIN_COMPRESS_BYTES) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(await pages.encoded(page, encoding));
}

/**
 * Serves the built web app: hashed assets cached for a year (precompressed br/gzip beside them),
 * public pages rendered on the server (decision 019), and every other address that is not an API or
 * identity path answered with index.html so deep links work. The shell is kept by no cache without asking.
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
  const pages =
    renderer &&
    createPageCache(renderer, { maxBytes: options.config.PAGE_CACHE_MB * 1024 * 1024, checkMs: options.config.PAGE_CACHE_CHECK_MS });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0];
    // Hashed assets are listed at start; a missing one is a 404, not the app shell. The same
    // ROUTE_NOT_FOUND answer as when no web app is built, so the API's contract does not depend on it.
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/oidc/') || path.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    // A render that fails is a bug to log, not a page to lose: the browser can still draw it.
    const page = await pages?.page(request).catch((error: unknown) => {
      request.log.error({ err: error }, 'server render failed; sending the app shell');
      return null;
    });
    if (pages && page) return sendPage(request, reply, pages, page, options.config.PAGE_SHARED_CACHE_SECONDS);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['envelope'] });
