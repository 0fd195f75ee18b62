import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

/**
 * `node migrate.js` in a release (the Kubernetes migration Job): applies the migrations under the
 * advisory lock every replica also takes at start, then exits, so a rollout never races a migration.
 */
const config = loadConfig();
const handle = await openDatabase(config.database);
try {
  await runMigrations(handle, config.MIGRATIONS_DIR);
  console.log(`migrations applied from ${config.MIGRATIONS_DIR}`);
} finally {
  await handle.close();
}
