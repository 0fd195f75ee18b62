import type { FastifyPluginAsync } from 'fastify';
import { PORTAL_BRANDS, TENANTS, type TenantId } from '@academy/shared';
import type { AppConfig } from '../../config';
import { publicOrigin } from '../../identity/identity-settings';
import { publishedPageSlugs } from '../../services/catalogue/content-reads';
import { publicPaths, robotsTxt, sitemapXml } from '../../services/seo/sitemap';
import { shareImagePng } from '../../services/seo/share-image';

/** Crawlers come back often; an hour keeps them from rebuilding the list on every visit. */
const CRAWLER_CACHE_SECONDS = 3_600;
const CRAWLER_CACHE = `public, max-age=${CRAWLER_CACHE_SECONDS}`;

/** Kept no longer than until the next scheduled item appears in the sitemap (decision 062). */
const sitemapCache = (nextPublishAt: number) =>
  `public, max-age=${Math.max(0, Math.min(CRAWLER_CACHE_SECONDS, Math.ceil((nextPublishAt - Date.now()) / 1_000)))}`;

/**
 * Decision 019: per portal (by host name), the sitemap of its published content, the robots file
 * naming it, and the social card that link previews show. Plain files, outside the JSON API.
 */
const seoRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const shareImages = new Map<TenantId, Buffer>(TENANTS.map((tenantId) => [tenantId, shareImagePng(PORTAL_BRANDS[tenantId].colour)]));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const [snapshot, pageSlugs] = await Promise.all([app.catalogue.get(request.tenantId), publishedPageSlugs(app.db, request.tenantId)]);
    const xml = sitemapXml(publicOrigin(config, request.tenantId), publicPaths(snapshot, pageSlugs));
    return reply.header('cache-control', sitemapCache(snapshot.epoch)).type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicOrigin(config, request.tenantId))),
  );

  app.get('/share-image.png', { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/png').send(shareImages.get(request.tenantId)),
  );
};

export default seoRoutes;
