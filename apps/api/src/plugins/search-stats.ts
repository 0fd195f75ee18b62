import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QueryStats } from '../services/search/query-stats';

declare module 'fastify' {
  interface FastifyInstance {
    searchStats: QueryStats;
  }
}

/** Query counts reach the table every few seconds and when the app closes (decision 022). */
async function searchStatsPlugin(app: FastifyInstance, options: { flushMs: number }) {
  const stats = new QueryStats(app.db);
  const flush = () => stats.flush().catch((error: Error) => app.log.warn({ err: error }, 'search query counts not saved'));
  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();
  app.decorate('searchStats', stats);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}

export default fp(searchStatsPlugin, { name: 'search-stats', dependencies: ['database'] });
