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
/** Each port builds the web app into its own folder, so two suites can run side by side. */
const webDistDir = join(tmpdir(), `academy-e2e-web-${E2E_PORT}`);
/** The real SMTP server the product sends to, and the HTTP address specs read received mail from. */
export const SMTP_PORT = E2E_PORT + 1;
export const MAIL_READER_URL = `http://127.0.0.1:${E2E_PORT + 2}/messages`;
/** On PostgreSQL the suite gets a fresh database next to the one named by DATABASE_URL. */
const e2eDatabaseUrl = process.env.DATABASE_URL
  ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: `/academy_e2e_${E2E_PORT}` }).toString()
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
  /** Per port, so suites running side by side never clean each other's traces away. */
  outputDir: `test-results/${E2E_PORT}`,
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
  webServer: [
    {
      command: 'node_modules/.bin/tsx e2e/smtp-capture-server.ts',
      cwd: repoRoot,
      url: MAIL_READER_URL.replace('/messages', '/ready'),
      reuseExistingServer: false,
      env: { SMTP_PORT: String(SMTP_PORT), HTTP_PORT: String(E2E_PORT + 2) },
    },
    {
      command: `${resetStorage} && npm run build --workspace @academy/web -- --outDir "${webDistDir}" --emptyOutDir && node_modules/.bin/tsx apps/api/src/server.ts`,
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
        WEB_DIST_DIR: webDistDir,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ...(e2eDatabaseUrl ? { DATABASE_URL: e2eDatabaseUrl } : {}),
        LOG_LEVEL: 'warn',
        IMPORT_CONTENT_ON_START: 'empty',
        // Every spec posts from 127.0.0.1; the limits themselves are tested in the API tests.
        ANONYMOUS_FEEDBACK_PER_HOUR: '1000',
        ANONYMOUS_CONTACT_PER_HOUR: '1000',
        // Short-lived access tokens: the web app refreshes 120 s before expiry, so about 5 s after sign-in.
        ACCESS_TOKEN_TTL_SECONDS: '125',
      },
    },
  ],
});
