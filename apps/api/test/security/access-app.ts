import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { ManualClock } from '../../src/lib/clock';
import { openTestDatabase, type TestApp, testConfig } from '../test-app';

/** One route of the real app, as registered: method, full path and its zod schemas. */
export interface RouteEntry {
  method: string;
  url: string;
  /** `METHOD /path`, the matrix key. */
  key: string;
  schema: RouteOptions['schema'];
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
  const database = await openTestDatabase();
  const clock = new ManualClock();
  const config = testConfig({ featureSmsVerification: true, ...overrides });
  const routes: RouteEntry[] = [];
  const app: FastifyInstance = await buildApp(config, {
    database,
    clock,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({ method, url: route.url, key: `${method} ${route.url}`, schema: route.schema });
      }
    },
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    routes,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
