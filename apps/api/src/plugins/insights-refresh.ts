import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TENANTS } from '@academy/shared';
import { refreshInsights } from '../services/insights/refresh-insights';

/**
 * Recomputes every portal's insights aggregates on a schedule (decision 024): at start when they
 * are stale, then every `minutes`. Each replica runs the timer; the first to find a portal's
 * aggregates stale refreshes them and the others find them fresh, so the work is done once.
 */
async function insightsRefreshPlugin(app: FastifyInstance, { minutes }: { minutes: number }) {
  if (minutes === 0) return;
  // A little short of the period, so a timer a moment early does not skip a whole period.
  const minAgeMs = minutes * 60_000 * 0.9;
  let running: Promise<void> = Promise.resolve();
  const refreshAll = async () => {
    for (const tenantId of TENANTS) {
      try {
        const outcome = await refreshInsights(app.db, tenantId, { minAgeMs });
        if (outcome.refreshed) app.log.info({ tenantId }, 'insights aggregates refreshed');
      } catch (error) {
        app.log.warn({ err: error, tenantId }, 'insights aggregates not refreshed');
      }
    }
  };
  const tick = () => {
    running = running.then(refreshAll);
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(insightsRefreshPlugin, { name: 'insights-refresh', dependencies: ['database'] });
