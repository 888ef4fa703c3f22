import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The crash tests start real server processes on both engines themselves: once per run is enough,
          // so the PostgreSQL pass (scripts/test-api.mjs) leaves them to the PGlite pass.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.API_TEST_DB === 'postgres' ? ['test/reliability/crash.test.ts'] : []),
          ],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
