import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createSeededDatabase } from './database-template';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a private copy of the seeded database; `env` overrides configuration keys. */
export async function createTestApp(env: Record<string, string> = {}, database?: DatabaseHandle): Promise<TestApp> {
  const handle = database ?? (await createSeededDatabase());
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', ...env });
  const app = await buildApp({ config, database: handle });
  await app.ready();
  return {
    app,
    database: handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
