import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit, component and API tests; the API tests run against PGlite, or PostgreSQL when DATABASE_URL
 * is set. Component tests render the web app's screens and widgets in jsdom with Testing Library.
 */
/**
 * The API tests of what each engine does its own way: the database layer, the user look-ups (kept
 * in the PGlite process, batched on PostgreSQL), the prepared progress writes, the fast paths on and
 * off (decision 067) and full-text search with its extensions.
 */
const ENGINE_TESTS = [
  'apps/api/src/db/**/*.test.ts',
  'apps/api/src/services/accounts/*.test.ts',
  'apps/api/src/speed/*user-lookup.test.ts',
  'apps/api/src/speed/equivalence.test.ts',
  'apps/api/src/routes/learning/*.test.ts',
  'apps/api/src/routes/search/*.test.ts',
];

/** The server process starting on an empty PGlite folder, `npm start`'s engine whatever DATABASE_URL says: run once. */
const EMBEDDED_SERVER_TEST = 'apps/api/src/server.test.ts';

const API_TEST_SETTINGS = {
  environment: 'node',
  globalSetup: ['apps/api/src/test/global-setup.ts'],
  // Every test builds its own app on its own database, so files may share a worker's module
  // cache: importing Fastify, the provider and the markdown pipeline once per worker instead
  // of once per file takes about a third off the run.
  isolate: false,
  // Every sign-in hashes a password: scrypt at 2^14 instead of production's 2^17 keeps
  // hundreds of them from dominating the run (password-hashing.test.ts pins 2^17).
  // Tests refresh the insights aggregates when they mean to, not on a timer.
  env: { PASSWORD_HASH_COST: '14', INSIGHTS_REFRESH_MINUTES: '0', INSIGHTS_RECENT_REFRESH_SECONDS: '0' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on the 2-core CI machine, which
    // leaves a core idle while tests wait on PostgreSQL and sockets. One more than the cores took the
    // PGlite stage from 4m54 to 3m13 and the API tests on PostgreSQL from 2m20 to 1m28 (decision 012).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ENGINE_TESTS, EMBEDDED_SERVER_TEST],
          ...API_TEST_SETTINGS,
        },
      },
      {
        // The API tests of what differs between the engines; npm test runs them on both (decision 041).
        test: {
          name: 'api-engine',
          include: ENGINE_TESTS,
          ...API_TEST_SETTINGS,
        },
      },
      {
        test: {
          name: 'embedded-server',
          include: [EMBEDDED_SERVER_TEST],
          environment: 'node',
          env: API_TEST_SETTINGS.env,
        },
      },
      {
        test: {
          name: 'manifests',
          include: ['deploy/test/manifests.test.ts'],
          environment: 'node',
        },
      },
      {
        // The built release on PostgreSQL: npm test runs it in the PostgreSQL stage only.
        test: {
          name: 'release',
          include: [
            'deploy/test/release.test.ts',
            'deploy/test/replicas.test.ts',
            'deploy/test/content-check-package.test.ts',
            'deploy/test/first-load.test.ts',
          ],
          environment: 'node',
          globalSetup: ['deploy/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // A jsdom per worker instead of per file: 95 core-seconds became 28 (apps/web/src/test/setup.ts).
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
