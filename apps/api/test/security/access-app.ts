import type { RouteOptions } from 'fastify';
import type { AppConfig } from '#api/config';
import { createTestApp, type TestApp, useFixture } from '#test/test-app';

/** One route of the real app, as registered: method, full path and its zod schemas. */
export interface RouteEntry {
  method: string;
  url: string;
  /** `METHOD /path`, the matrix key. */
  key: string;
  schema: RouteOptions['schema'];
  /** Whether the route's guard admits merchants (`config.merchant`): its roles are checked (access-matrix-roles). */
  isMerchantRoute: boolean;
}

/** A test app that also answers its whole route table, read from an `onRoute` hook while it was built. */
export interface RoutedTestApp extends TestApp {
  routes: RouteEntry[];
}

/**
 * Builds the real app on a fresh database and records every route it registers. SMS verification is on, so
 * the code routes have a success answer to reach.
 */
export async function createRoutedTestApp(overrides: Partial<AppConfig> = {}): Promise<RoutedTestApp> {
  const routes: RouteEntry[] = [];
  const t = await createTestApp({
    config: { featureSmsVerification: true, ...overrides },
    syncLiveBeforeReads: false,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          key: `${method} ${route.url}`,
          schema: route.schema,
          isMerchantRoute: route.config?.merchant !== undefined,
        });
      }
    },
  });
  return { ...t, routes };
}

/** A routed test app for the tests of this file, closed after them. */
export function useRoutedTestApp(): RoutedTestApp {
  return useFixture(() => createRoutedTestApp(), { teardown: (t) => t.close() });
}
