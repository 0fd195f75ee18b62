import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TENANTS } from '@academy/shared';
import { refreshInsights } from '../services/insights/refresh-insights';

/** A little short of a period, so a timer a moment early does not skip a whole period. */
const EARLY_SHARE = 0.9;

/**
 * Recomputes every portal's insights aggregates on two schedules: all of them at start when they
 * are stale and then every `minutes` (decision 024), and the rows of yesterday and today every
 * `recentSeconds`, so today's figures lag by at most that (decision 063). Each replica runs the
 * timers; the first to find a portal's aggregates stale refreshes them and the others find them
 * fresh, so the work is done once. One refresh at a time per replica: a tick waits for the last.
 */
async function insightsRefreshPlugin(app: FastifyInstance, { minutes, recentSeconds }: { minutes: number; recentSeconds: number }) {
  let running: Promise<void> = Promise.resolve();
  const refreshAll = async (scope: 'all' | 'recent', minAgeMs: number) => {
    for (const tenantId of TENANTS) {
      try {
        const outcome = await refreshInsights(app.db, tenantId, { minAgeMs, scope });
        if (outcome.refreshed && scope === 'all') app.log.info({ tenantId }, 'insights aggregates refreshed');
      } catch (error) {
        app.log.warn({ err: error, tenantId, scope }, 'insights aggregates not refreshed');
      }
    }
  };
  const schedules = [
    { scope: 'all' as const, periodMs: minutes * 60_000 },
    { scope: 'recent' as const, periodMs: recentSeconds * 1_000 },
  ].filter((schedule) => schedule.periodMs > 0);
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const { scope, periodMs } of schedules) {
      const tick = () => {
        running = running.then(() => refreshAll(scope, periodMs * EARLY_SHARE));
      };
      tick();
      const timer = setInterval(tick, periodMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await running;
  });
}

export default fp(insightsRefreshPlugin, { name: 'insights-refresh', dependencies: ['database'] });
