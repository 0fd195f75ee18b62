import { defineConfig } from '@playwright/test';

/**
 * Production in a box (production.e2e.ts): one long scenario in one worker, on PostgreSQL, with
 * Chromium launched by the suite (its host rules need the proxy's port). `npm test` runs it last.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: '../../test-results/production',
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  reporter: [['list']],
});
