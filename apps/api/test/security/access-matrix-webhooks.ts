import { type AccessWorld, send } from './access-fixtures';
import { fresh, type MatrixRow, row } from './access-matrix-rows';

const hook = { url: 'http://127.0.0.1:9/matriz', events: ['order.sent'] };

/** A fresh webhook of `a` with one ping queued: their ids. */
const freshWebhook = async (w: AccessWorld) => {
  const res = await send(w.t, w.a, { method: 'POST', url: '/api/merchant/webhooks', payload: hook });
  if (res.statusCode !== 201) throw new Error(`no webhook: ${res.body}`);
  const id = res.json().id as string;
  const ping = await send(w.t, w.a, { method: 'POST', url: `/api/merchant/webhooks/${id}/test` });
  if (ping.statusCode !== 202) throw new Error(`no ping: ${ping.body}`);
  return { id, deliveryId: ping.json().deliveryId as string };
};

/**
 * Webhooks (docs/integrations.md#webhooks): each owner manages their own restaurant's (another's by id: 403).
 */
export const webhooksRows: MatrixRow[] = [
  row('GET /api/merchant/webhooks', [200, 200, 401, 401, 401, 401], () => ({
    url: '/api/merchant/webhooks',
  })),
  row('POST /api/merchant/webhooks', [201, 201, 401, 401, 401, 401], () => ({
    url: '/api/merchant/webhooks',
    payload: hook,
  })),
  fresh('PATCH /api/merchant/webhooks/:id', [200, 403, 401, 401, 401, 401], freshWebhook, (_w, _me, s) => ({
    url: `/api/merchant/webhooks/${s.id}`,
    payload: { events: ['queue.joined'] },
  })),
  fresh('DELETE /api/merchant/webhooks/:id', [204, 403, 401, 401, 401, 401], freshWebhook, (_w, _me, s) => ({
    url: `/api/merchant/webhooks/${s.id}`,
  })),
  fresh(
    'POST /api/merchant/webhooks/:id/test',
    [202, 403, 401, 401, 401, 401],
    freshWebhook,
    (_w, _me, s) => ({
      url: `/api/merchant/webhooks/${s.id}/test`,
    }),
  ),
  fresh(
    'GET /api/merchant/webhooks/:id/deliveries',
    [200, 403, 401, 401, 401, 401],
    freshWebhook,
    (_w, _me, s) => ({ url: `/api/merchant/webhooks/${s.id}/deliveries` }),
  ),
  fresh(
    'POST /api/merchant/webhooks/:id/deliveries/:deliveryId/retry',
    [202, 403, 401, 401, 401, 401],
    freshWebhook,
    (_w, _me, s) => ({ url: `/api/merchant/webhooks/${s.id}/deliveries/${s.deliveryId}/retry` }),
  ),
];
