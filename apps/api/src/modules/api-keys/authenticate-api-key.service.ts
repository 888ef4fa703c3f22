import type { ApiKeyScope } from '@suavez/shared/domain/integrations';
import type { RateLimit } from '#api/config';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import type { AuditActor } from '#api/modules/audit/audit';
import type { RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import { API_KEY_PREFIX, hashApiKey } from './api-key-secret';
import { findLiveApiKeyByHash, touchApiKeyLastUsed } from './api-keys.repository';

/** The key a public API request was let in with. */
export interface ApiKeyPrincipal {
  id: string;
  merchantId: string;
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** The 401 of the public API: no key, an unknown one or a revoked one, alike. */
export const API_KEY_INVALID_MESSAGE =
  'Chave de API ausente, inválida ou revogada. Envie Authorization: Bearer sv_…';

/** The 429 of the public API, per key. */
export const API_KEY_RATE_LIMITED_MESSAGE =
  'Limite de requisições desta chave de API atingido. Tente novamente em instantes.';

/** How stale `last_used_at` may get: written at most once a minute per key. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Lets a public API request in (docs/integrations.md#public-api-v1): the key must be a live one (looked up
 * by its SHA-256; a revoked key answers 401 at once), the request counts against the key's shared limit
 * (429 with Retry-After past it), and `last_used_at` moves at most once a minute (compare-and-set: of the
 * requests of one minute, across processes, one writes).
 */
export async function authenticateApiKey(options: {
  db: Db;
  clock: Clock;
  limits: RateLimitCounters;
  limit: RateLimit;
  key: string | undefined;
}): Promise<ApiKeyPrincipal> {
  const { key } = options;
  if (!key?.startsWith(API_KEY_PREFIX) || key.length > 200) {
    throw new AppError('UNAUTHENTICATED', API_KEY_INVALID_MESSAGE);
  }
  const row = await findLiveApiKeyByHash(options.db, hashApiKey(key));
  if (!row) throw new AppError('UNAUTHENTICATED', API_KEY_INVALID_MESSAGE);
  await options.limits.consume([
    { scope: 'api-key', subject: row.id, limit: options.limit, message: API_KEY_RATE_LIMITED_MESSAGE },
  ]);
  const now = options.clock.now();
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (row.lastUsedAt === null || row.lastUsedAt < staleBefore) {
    await touchApiKeyLastUsed(options.db, { id: row.id, at: now, staleBefore });
  }
  return { id: row.id, merchantId: row.merchantId, name: row.name, scopes: row.scopes };
}

/** Refuses a key without `scope` (403, naming the scope it lacks). */
export function assertApiKeyScope(principal: ApiKeyPrincipal, scope: ApiKeyScope): void {
  if (!principal.scopes.includes(scope)) {
    throw new AppError('FORBIDDEN', `Esta chave de API não tem a permissão ${scope}.`);
  }
}

/**
 * Who the audit trail names for what a key did: the key (its id and name), acting for the owner who made it
 * (docs/audit.md): the restaurant's history shows 'Chave de API: Totem' beside the people.
 */
export function apiKeyAuditActor(principal: ApiKeyPrincipal): AuditActor {
  return {
    merchantId: principal.merchantId,
    userId: principal.id,
    name: `Chave de API: ${principal.name}`,
    role: 'owner',
  };
}
