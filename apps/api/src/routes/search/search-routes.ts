import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { apiCalls, searchResultsSchema } from '@academy/shared';
import { jsonText } from '../../speed/json-text';
import { sendJsonData } from '../../plugins/envelope';
import { viewerKey } from '../../services/catalogue/memo';
import { clientAddressKey } from '../../services/rate-limit/client-address';
import { searchContent } from '../../services/search/search-service';
import { fromContract } from '../contract-route';

/**
 * Search over the portal's published content; what a viewer may not read is matched on title and
 * summary only. A visitor's searches that must be computed (not in the cache) are counted per client
 * address, so one client cannot keep the database busy with endless new queries.
 */
const searchRoutes: FastifyPluginAsyncZod<{ cacheEntries: number; anonymousPerHour: number }> = async (
  app,
  { cacheEntries, anonymousPerHour },
) => {
  /**
   * Recent answers keyed by portal, content version, kind of viewer and query: an import changes the
   * version, so nothing stale is served (decision 005's rule for the catalogue), and nothing personal
   * is in an answer, so one entry serves every viewer of the same kind. Least recently used out
   * first, which bounds the memory any stream of queries can take; 0 entries computes every search.
   * Promises, so requests for an answer being computed wait for it instead of computing it again.
   */
  const cache = cacheEntries > 0 ? new LRUCache<string, Promise<{ json: string; found: boolean }>>({ max: cacheEntries }) : undefined;
  const answerFor = (key: string, compute: () => Promise<{ json: string; found: boolean }>) => {
    const cached = cache?.get(key);
    if (cached) return cached;
    const pending = compute();
    cache?.set(key, pending);
    pending.catch(() => cache?.delete(key));
    return pending;
  };

  app.route({
    ...fromContract(apiCalls.search.query, {
      tags: ['catalogue'],
      summary: 'Full-text search (websearch syntax, typo tolerant) with highlighted snippets, facets and pages',
    }),
    handler: async (request, reply) => {
      const { query, tenantId, viewer, seesDrafts } = request;
      const snapshot = await app.catalogue.get(tenantId, seesDrafts);
      // The epoch ends the answers when a scheduled item appears; drafts are found only by admins and authors (decision 062).
      const audience = seesDrafts ? `staff-${viewerKey(viewer)}` : viewerKey(viewer);
      const key = `${tenantId}:${snapshot.version}:${snapshot.epoch}:${audience}:${JSON.stringify(query)}`;
      const visibility = seesDrafts ? null : { visibleBefore: snapshot.epoch };
      if (!request.authentication.user && !cache?.get(key))
        await app.limiter.hit({ bucket: 'search:anonymous', limit: anonymousPerHour, windowSeconds: 3_600 }, clientAddressKey(request.ip));
      const answer = await answerFor(key, async () => {
        const results = searchResultsSchema.parse(await searchContent(app.db, tenantId, viewer, visibility, query));
        return { json: jsonText(results), found: results.total > 0 };
      });
      if (query.page === 1 && !query.type && !query.topic && !query.level) app.searchStats.record(tenantId, query.q, answer.found);
      return sendJsonData(request, reply, answer.json);
    },
  });
};

export default searchRoutes;
