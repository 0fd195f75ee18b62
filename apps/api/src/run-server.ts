import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { seedContent } from './content/seed-content';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { findDemoPasswordsInUse, seedDemoAccounts } from './identity/demo-accounts';
import { createMetrics, serveMetrics } from './metrics';
import { mailBacklog } from './services/mail/mail-backlog';

/** JSON lines for a log collector; pino-pretty (a development dependency) only when asked for. */
function loggerOptions(config: AppConfig) {
  if (config.logFormat === 'json') return { level: config.LOG_LEVEL };
  return { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
}

/**
 * The process: configuration, database, migrations, sample content, listen, and a drain on SIGTERM.
 * `adjust` lets another entry change what the environment configured (`npm run author`, decision 065).
 */
async function main(adjust: (config: AppConfig) => AppConfig) {
  const config = adjust(loadConfig());
  const database = await openDatabase(config.database);
  const metrics = createMetrics(
    () => database.poolStats(),
    () => mailBacklog(database.db),
  );
  let closing = false;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let metricsServer: Server | undefined;

  // Drain: fail readiness at once so the load balancer stops sending, keep answering for
  // SHUTDOWN_DELAY_MS, then stop accepting, finish what is in flight, and close the pool.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS }, 'draining');
    const timer = setTimeout(() => {
      app?.log.error('shutdown took longer than SHUTDOWN_TIMEOUT_MS; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    try {
      if (app) app.draining = true;
      await sleep(config.SHUTDOWN_DELAY_MS);
      await app?.close();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
    } finally {
      await database.close();
      clearTimeout(timer);
      app?.log.info('stopped');
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await runMigrations(database, config.MIGRATIONS_DIR);
    app = await buildApp({ config, database, logger: loggerOptions(config), metrics });
    await seedContent(database.db, config.CONTENT_DIR, config.IMPORT_CONTENT_ON_START, app.log);
    if (config.NODE_ENV === 'production') {
      const unsafe = await findDemoPasswordsInUse(database.db);
      if (unsafe.length > 0) throw new Error(`Refusing to start in production: demo passwords still work for ${unsafe.join(', ')}`);
    } else if (config.demoAccounts && !config.OIDC_ISSUER) {
      const created = await seedDemoAccounts(database.db);
      if (created.length > 0) {
        console.log('\nDemo accounts (created on this first start; see README):');
        console.table(created.map(({ tenantId, role, email, password }) => ({ portal: tenantId, role, email, password })));
      }
    }
    if (config.METRICS_PORT) metricsServer = await serveMetrics(metrics.registry, config.METRICS_PORT, config.METRICS_HOST);
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(
      { engine: database.engine, environment: config.APP_ENV, metricsPort: config.METRICS_PORT ?? null },
      `Academy is running: http://spring.localhost:${config.PORT} http://kube.localhost:${config.PORT} http://tanzu.localhost:${config.PORT}`,
    );
  } catch (error) {
    metricsServer?.close();
    await database.close();
    throw error;
  }
}

/** Runs the server until SIGTERM or SIGINT; a failure to start ends the process with 1. */
export function runServer(adjust: (config: AppConfig) => AppConfig = (config) => config): void {
  main(adjust).catch((error: Error) => {
    console.error(error.name === 'DataDirInUseError' ? error.message : error);
    process.exit(1);
  });
}
