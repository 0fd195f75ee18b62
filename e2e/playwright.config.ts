import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Runs the real product: the web app is built, then the API process serves it and the sample
 * content from a fresh PGlite folder (or PostgreSQL when DATABASE_URL is set).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = join(tmpdir(), `academy-e2e-data-${E2E_PORT}`);
/** On PostgreSQL the suite gets a fresh database next to the one named by DATABASE_URL. */
const e2eDatabaseUrl = process.env.DATABASE_URL
  ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/academy_e2e' }).toString()
  : undefined;
const resetStorage = e2eDatabaseUrl ? 'node_modules/.bin/tsx e2e/reset-database.ts' : `rm -rf "${dataDir}"`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `${resetStorage} && npm run build --workspace @academy/web && node_modules/.bin/tsx apps/api/src/server.ts`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(e2eDatabaseUrl ? { DATABASE_URL: e2eDatabaseUrl } : {}),
      LOG_LEVEL: 'warn',
      IMPORT_CONTENT_ON_START: 'empty',
      // Short-lived access tokens: the web app refreshes 120 s before expiry, so about 5 s after sign-in.
      ACCESS_TOKEN_TTL_SECONDS: '125',
    },
  },
});
