import { createApiKeyLogin } from '#test/api-key-test-helpers';
import type { AccessWorld } from './access-fixtures';
import { fresh, type MatrixRow, open, row } from './access-matrix-rows';

/** A key of `a` with every scope; it plays `M` on the public API (no other column holds a key). */
const keyOfA = async (w: AccessWorld) => {
  const key = await createApiKeyLogin(w.t.app, w.a);
  return { id: key.id, as: { M: { authorization: key.authorization, merchantId: w.a.merchantId } } };
};

/** A key `a` made, to revoke. */
const revocableKey = async (w: AccessWorld) => ({
  id: (await createApiKeyLogin(w.t.app, w.a, ['menu:read'])).id,
});

/**
 * Integrations (docs/integrations.md): each owner manages its own restaurant's API keys (another's: 403);
 * the public API v1 opens to a live key only: a merchant's token, a diner's session or nothing answer 401
 * (the scopes and another restaurant's item: modules/public-api/public-api.test.ts).
 */
export const integrationsRows: MatrixRow[] = [
  row('GET /api/merchant/api-keys', [200, 200, 401, 401, 401, 401], () => ({
    url: '/api/merchant/api-keys',
  })),
  row('POST /api/merchant/api-keys', [201, 201, 401, 401, 401, 401], () => ({
    url: '/api/merchant/api-keys',
    payload: { name: 'Caixa', scopes: ['orders:read'] },
  })),
  fresh('DELETE /api/merchant/api-keys/:id', [204, 403, 401, 401, 401, 401], revocableKey, (_w, _me, s) => ({
    url: `/api/merchant/api-keys/${s.id}`,
  })),
  fresh('GET /api/v1/queue', [200, 401, 401, 401, 401, 401], keyOfA, () => ({ url: '/api/v1/queue' })),
  fresh('POST /api/v1/queue', [201, 401, 401, 401, 401, 401], keyOfA, () => ({
    url: '/api/v1/queue',
    payload: { name: 'Do totem', slot: 2 },
  })),
  fresh('GET /api/v1/orders', [200, 401, 401, 401, 401, 401], keyOfA, () => ({
    url: '/api/v1/orders?since=2026-01-01T00:00:00Z',
  })),
  fresh('GET /api/v1/menu', [200, 401, 401, 401, 401, 401], keyOfA, () => ({ url: '/api/v1/menu' })),
  fresh('PATCH /api/v1/menu/items/:id', [200, 401, 401, 401, 401, 401], keyOfA, (w) => ({
    url: `/api/v1/menu/items/${w.a.itemId}`,
    payload: { soldOut: false },
  })),
  fresh('GET /api/v1/bookings', [200, 401, 401, 401, 401, 401], keyOfA, () => ({
    url: '/api/v1/bookings?date=2026-01-05',
  })),
  row('GET /api/v1/openapi.json', open(200), () => ({ url: '/api/v1/openapi.json' })),
];
