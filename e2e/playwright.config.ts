import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * Runs the real product: the API process serves the built web app and the sample content from a
 * fresh PGlite folder, or from a fresh PostgreSQL database when DATABASE_URL is set.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = join(tmpdir(), `academy-e2e-data-${E2E_PORT}`);
/**
 * `npm test` builds the web app once and names the folder here; a Playwright run on its own builds
 * into a folder per port, so two suites can run side by side.
 */
const prebuiltWeb = process.env.E2E_WEB_DIST_DIR;
const webDistDir = prebuiltWeb ?? join(tmpdir(), `academy-e2e-web-${E2E_PORT}`);
/** Where the built web app is, for a spec that starts a second academy (`external-academy.ts`). */
export const WEB_DIST_DIR = webDistDir;
const buildWeb = prebuiltWeb ? '' : `npm run build --workspace @academy/web -- --outDir "${webDistDir}" --emptyOutDir && `;
/** The real SMTP server the product sends to, and the HTTP address specs read received mail from. */
export const SMTP_PORT = E2E_PORT + 1;
export const MAIL_READER_URL = `http://127.0.0.1:${E2E_PORT + 2}/messages`;
/** On PostgreSQL the suite gets a fresh database next to the one named by DATABASE_URL. */
const e2eDatabaseUrl = process.env.DATABASE_URL
  ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: `/academy_e2e_${E2E_PORT}` }).toString()
  : undefined;
const resetStorage = e2eDatabaseUrl ? 'node_modules/.bin/tsx e2e/reset-database.ts' : `rm -rf "${dataDir}"`;

const DESKTOP = { width: 1440, height: 900 };

export default defineConfig({
  testDir: '.',
  /** Per port, so suites running side by side never clean each other's traces away. */
  outputDir: `test-results/${E2E_PORT}`,
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  /** Chromium and the API are CPU-bound: one worker per core, more only slows every test down. */
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  /** A retry records a trace of the failure; a test that needed one is reported as flaky. */
  retries: process.env.CI ? 1 : 0,
  /** A bound on a hung test, not a speed check: the checks lane shares the two cores (decision 071). */
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: DESKTOP,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'journeys', testMatch: '**/*.e2e.ts', testIgnore: '**/screenshots.e2e.ts' },
    /** On demand (`npm run screenshots`): pictures for reviewers, not a test of behaviour. */
    { name: 'screenshots', testMatch: '**/screenshots.e2e.ts' },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx e2e/smtp-capture-server.ts',
      cwd: repoRoot,
      url: MAIL_READER_URL.replace('/messages', '/ready'),
      reuseExistingServer: false,
      env: { SMTP_PORT: String(SMTP_PORT), HTTP_PORT: String(E2E_PORT + 2) },
    },
    {
      command: `${resetStorage} && ${buildWeb}node_modules/.bin/tsx apps/api/src/server.ts`,
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
        // scrypt at 2^14: every journey signs in; the API tests pin production's 2^17.
        PASSWORD_HASH_COST: '14',
        IMPORT_CONTENT_ON_START: 'empty',
        // Every spec posts from 127.0.0.1; the limits themselves are tested in the API tests.
        ANONYMOUS_FEEDBACK_PER_HOUR: '1000',
        ANONYMOUS_CONTACT_PER_HOUR: '1000',
        ANONYMOUS_SEARCHES_PER_HOUR: '100000',
        // Journeys change something and look at once; a kept page's second of grace is tested in page-cache.test.ts.
        PAGE_CACHE_CHECK_MS: '0',
        // The webhook journey's receiver listens on this machine; rounds every second keep it short.
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
        WEBHOOK_ROUND_SECONDS: '1',
      },
    },
  ],
});
