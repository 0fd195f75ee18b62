import { buildApp } from './app';
import { loadConfig } from './config';
import { seedContent } from './content/seed-content';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { findDemoPasswordsInUse, seedDemoAccounts } from './identity/demo-accounts';

/** Process entry: configuration, database, migrations, sample content, listen, and a clean close. */
async function main() {
  const config = loadConfig();
  const logger = { level: config.LOG_LEVEL };
  const database = await openDatabase(config.database);
  let closing = false;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app?.close();
    } finally {
      await database.close();
      clearTimeout(timer);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await runMigrations(database);
    app = await buildApp({ config, database, logger });
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
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(
      { engine: database.engine, environment: config.APP_ENV },
      `Academy is running: http://spring.localhost:${config.PORT} http://kube.localhost:${config.PORT} http://tanzu.localhost:${config.PORT}`,
    );
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error: Error) => {
  console.error(error.name === 'DataDirInUseError' ? error.message : error);
  process.exit(1);
});
