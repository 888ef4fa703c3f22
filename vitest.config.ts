import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { cataloguePlugin } from './apps/web/catalogue-plugin.ts';

/** The web app's `@/…` imports: `apps/web/src/…` (as its tsconfig.json `paths` and vite.config.ts say). */
const webSource = fileURLToPath(new URL('./apps/web/src/', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        resolve: { alias: [{ find: /^@\//, replacement: webSource }] },
        // The diner's texts compile as in the app (docs/languages.md).
        plugins: [cataloguePlugin(`${webSource}locales`)],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          // The component tests (`*.test.tsx`) choose happy-dom in their first line; the others run in Node.
          setupFiles: ['./src/test/setup.ts'],
          // A screen test types and clicks through a whole flow with user-event (the catalog editor's
          // item creation takes 2–3 s alone, over 5 s on a machine shared with other work).
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The crash tests (crash.test.ts, notification-crash.test.ts, whatsapp-crash.test.ts,
          // webhook-crash.test.ts) start real server processes on both engines themselves: once per run is
          // enough, so the PostgreSQL pass (scripts/test-api.mjs) leaves them to the PGlite pass.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.API_TEST_DB === 'postgres'
              ? [
                  'test/reliability/crash.test.ts',
                  'test/reliability/notification-crash.test.ts',
                  'test/reliability/whatsapp-crash.test.ts',
                  'test/reliability/webhook-crash.test.ts',
                ]
              : []),
          ],
          globalSetup: ['./test/global-setup.ts'],
          // Each test file already gets its own database (a clone of the migrated one) and its own app, and
          // no API test mocks a module, stubs the environment or fakes the clock: the files of a worker can
          // share its loaded modules. Re-importing Fastify, Drizzle and every route per file was a third of
          // the pass's time and half its CPU (measured on queue, order and hall: 110 s → 47 s of CPU).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
