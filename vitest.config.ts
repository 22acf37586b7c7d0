import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/processes/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two files at once: each has its own databases (copies of the run's template on each server),
          // and a real PostgreSQL serves them side by side. About 1.6 times faster on two cores.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        // Real server processes: killed mid-flight, several behind a proxy. Slow, run after the API tests.
        test: {
          name: 'processes',
          include: ['apps/server/test/processes/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
