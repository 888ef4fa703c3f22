import { type AccessWorld, send } from './access-fixtures';
import { fresh, type MatrixRow, merchantOnly, open, row, withOpenIds } from './access-matrix-rows';

const PIX = { key: 'caixa@restaurante.com.br', name: 'Restaurante Matriz', city: 'Sao Paulo' };

async function expectOk(res: { statusCode: number; body: string }, what: string): Promise<void> {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/**
 * A fresh seated table at `a` (which receives Pix) whose owner (`D`) asked for the bill of one delivered
 * unit, with a guest (`G`) who asked for the bill of its own empty order: both bills wait for a payment.
 */
const freshBill = async (w: AccessWorld) => {
  await expectOk(
    await send(w.t, w.a, { method: 'PUT', url: `/api/merchant/pix?id=${w.a.merchantId}`, payload: PIX }),
    'pix not set',
  );
  const unit = await w.unit('ACCEPTED');
  const deliver = `/api/order/item/deliver?orderItemId=${unit.unitId}&merchantId=${w.a.merchantId}`;
  await expectOk(await send(w.t, w.a, { method: 'PATCH', url: deliver }), 'unit not delivered');
  const guest = await w.consumer();
  const opened = await send(w.t, guest, {
    method: 'POST',
    url: '/api/order',
    payload: { consumerId: guest.consumerId, queueId: unit.queueId },
  });
  await expectOk(opened, 'guest order not opened');
  const guestOrderId = opened.json().id as string;
  for (const [diner, orderId] of [
    [unit, unit.orderId],
    [guest, guestOrderId],
  ] as const) {
    const close = { orderId, queueId: unit.queueId, serviceFee: 10 };
    await expectOk(
      await send(w.t, diner, { method: 'PATCH', url: '/api/order/close', payload: close }),
      'no bill',
    );
  }
  return { queueId: unit.queueId, orderId: unit.orderId, guestOrderId, as: { D: unit, G: { ...guest } } };
};

/** A fresh restaurant that plays `M`, with or without a Pix key. */
const freshRestaurant = (withPix: boolean) => async (w: AccessWorld) => {
  const restaurant = await w.restaurant();
  if (withPix) {
    const url = `/api/merchant/pix?id=${restaurant.merchantId}`;
    await expectOk(await send(w.t, restaurant, { method: 'PUT', url, payload: PIX }), 'pix not set');
  }
  return { merchantId: restaurant.merchantId, as: { M: restaurant } };
};

/** The body's queue id next to an order id is only compared with the order's table (404 when not it). */
const tableOfOrder = (_w: AccessWorld, s: { queueId: string }) => [s.queueId];

/**
 * Pix (docs/pix.md#who-may-do-what): the restaurant sets its key; the bill's code is read by the table's
 * diners (owner and guests) and its restaurant; 'Já paguei' is the diners' only; the payment is recorded
 * by the restaurant. The webhook answers 404 here: this world has no PIX_WEBHOOK_SECRET.
 */
export const pixRows: MatrixRow[] = [
  fresh('PUT /api/merchant/pix', merchantOnly(200), freshRestaurant(false), (_w, _me, s) => ({
    url: `/api/merchant/pix?id=${s.merchantId}`,
    payload: { key: '529.982.247-25', name: 'Bar do Zé', city: 'Recife' },
  })),
  fresh('DELETE /api/merchant/pix', merchantOnly(204), freshRestaurant(true), (_w, _me, s) => ({
    url: `/api/merchant/pix?id=${s.merchantId}`,
  })),
  fresh('GET /api/order/pix', [200, 403, 200, 200, 403, 401], freshBill, (_w, _me, s) => ({
    url: `/api/order/pix?orderId=${s.orderId}`,
  })),
  fresh(
    'GET /api/order/pix',
    [200, 403, 200, 200, 403, 401],
    freshBill,
    (_w, _me, s) => ({ url: `/api/order/pix?queueId=${s.queueId}` }),
    'whole table',
  ),
  fresh('POST /api/order/pix/reported', [401, 401, 204, 204, 403, 401], freshBill, (_w, _me, s) => ({
    url: '/api/order/pix/reported',
    payload: { orderId: s.orderId },
  })),
  fresh(
    'POST /api/order/pix/reported',
    [401, 401, 204, 204, 403, 401],
    freshBill,
    (_w, _me, s) => ({ url: '/api/order/pix/reported', payload: { queueId: s.queueId } }),
    'whole table',
  ),
  withOpenIds(
    fresh('PATCH /api/order/payment', merchantOnly(200), freshBill, (w, _me, s) => ({
      url: `/api/order/payment?merchantId=${w.a.merchantId}`,
      payload: { queueId: s.queueId, orderId: s.orderId, method: 'PIX' },
    })),
    tableOfOrder,
  ),
  withOpenIds(
    fresh(
      'PATCH /api/order/payment',
      merchantOnly(200),
      freshBill,
      (w, me, s) => ({
        url: `/api/order/payment?merchantId=${me.merchantId ?? w.a.merchantId}`,
        payload: { queueId: s.queueId, orderId: s.orderId, method: 'OTHER' },
      }),
      'own merchantId',
    ),
    tableOfOrder,
  ),
  fresh(
    'PATCH /api/order/payment',
    merchantOnly(200),
    freshBill,
    (w, _me, s) => ({
      url: `/api/order/payment?merchantId=${w.a.merchantId}`,
      payload: { queueId: s.queueId, method: 'OTHER' },
    }),
    'whole table',
  ),
  row('POST /api/pix/webhook', open(404), () => ({ url: '/api/pix/webhook', payload: { pix: [] } })),
];
