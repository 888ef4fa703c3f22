import type { ApiKeyScope } from '@suavez/shared/domain/integrations';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  type ApiKeyPrincipal,
  assertApiKeyScope,
  authenticateApiKey,
} from '#api/modules/api-keys/authenticate-api-key.service';

const kApiKey = Symbol('apiKey');

declare module 'fastify' {
  interface FastifyRequest {
    [kApiKey]: ApiKeyPrincipal | null;
  }
}

/** The bearer of a public API request (`Authorization: Bearer sv_…`), or undefined. */
function readApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** Makes room on requests for the key the guard lets in; once, before the v1 routes. */
export function registerApiKeySlot(app: FastifyInstance): void {
  app.decorateRequest(kApiKey, null);
}

/**
 * The guard of one public API route, declared as its `preHandler`: a live key (401), the route's scope
 * (403), the key's shared limit (429 with Retry-After). After validation, as the merchant guard (400 before
 * 401). The handler reads the key with {@link apiKeyOf}.
 */
export function requireApiKey(scope: ApiKeyScope): preHandlerAsyncHookHandler {
  return async (request) => {
    const { ctx } = request.server;
    const principal = await authenticateApiKey({
      db: ctx.database.db,
      clock: ctx.clock,
      limits: ctx.limits,
      limit: ctx.config.rateLimits.apiKeyRequests,
      key: readApiKey(request),
    });
    assertApiKeyScope(principal, scope);
    request[kApiKey] = principal;
  };
}

/** The key {@link requireApiKey} let in; throws on a route without it (a wiring error, not a 401). */
export function apiKeyOf(request: FastifyRequest): ApiKeyPrincipal {
  const principal = request[kApiKey];
  if (!principal) throw new Error(`${request.routeOptions.url}: apiKeyOf without requireApiKey`);
  return principal;
}
