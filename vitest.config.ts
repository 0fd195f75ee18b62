import { defineConfig } from 'vitest/config';

/**
 * Unit, component and API tests; the API tests run against PGlite, or PostgreSQL when DATABASE_URL
 * is set. Component tests render the web app's screens and widgets in jsdom with Testing Library.
 */
export default defineConfig({
  test: {
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
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Every test builds its own app on its own database, so files may share a worker's module
          // cache: importing Fastify, the provider and the markdown pipeline once per worker instead
          // of once per file takes about a third off the run.
          isolate: false,
          // Every sign-in hashes a password: scrypt at 2^14 instead of production's 2^17 keeps
          // hundreds of them from dominating the run (password-hashing.test.ts pins 2^17).
          // Tests refresh the insights aggregates when they mean to, not on a timer.
          env: { PASSWORD_HASH_COST: '14', INSIGHTS_REFRESH_MINUTES: '0' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          include: ['deploy/test/release.test.ts', 'deploy/test/replicas.test.ts'],
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
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
