import { type AccessWorld, send } from './access-fixtures';
import { consumerOnly, fresh, type MatrixRow, merchantOnly, row, withOpenIds } from './access-matrix-rows';

const itemActions = ['accept', 'refuse', 'deliver', 'undeliver', 'cancel'] as const;
// The unit status each merchant action starts from.
const unitFor = {
  accept: 'SENT',
  refuse: 'SENT',
  deliver: 'ACCEPTED',
  undeliver: 'COMPLETED',
  cancel: 'CANCEL_REQUEST',
} as const;

/**
 * A fresh seated table at `a` whose owner plays `D`, its order holding one unit in `status` (COMPLETED: just
 * delivered, so within the undo window: the test clock does not move).
 */
const freshUnit =
  (status: 'CREATED' | 'SENT' | 'ACCEPTED' | 'CANCEL_REQUEST' | 'COMPLETED') => async (w: AccessWorld) => {
    const unit = await w.unit(status === 'COMPLETED' ? 'ACCEPTED' : status);
    if (status === 'COMPLETED') {
      const url = `/api/order/item/deliver?orderItemId=${unit.unitId}&merchantId=${w.a.merchantId}`;
      const res = await send(w.t, w.a, { method: 'PATCH', url });
      if (res.statusCode !== 200) throw new Error(`unit not delivered: ${res.body}`);
    }
    return { ...unit, as: { D: unit } };
  };

/** A fresh seated table at `a` with an empty order, whose owner plays `D`. */
const freshTable = async (w: AccessWorld) => {
  const table = await w.seated();
  return { ...table, as: { D: table } };
};

/**
 * The body's queue id of a call on an order: only compared with the order's own table (404 'not this
 * queue' whether it exists or not), never looked up, so it tells nothing.
 */
const tableOfOrder = (_w: AccessWorld, s: { queueId: string }) => [s.queueId];

/**
 * Orders (docs/orders-and-bills.md#who-may-do-what). The merchant acts on the units and orders of its tables;
 * each consumer (owner or guest) on its own order only. Rows marked 'own id' have each actor name itself in
 * `merchantId` or `consumerId`, so the row's ownership check answers rather than the query's.
 */
export const orderRows: MatrixRow[] = [
  ...itemActions.flatMap((action) => [
    fresh(`PATCH /api/order/item/${action}`, merchantOnly(200), freshUnit(unitFor[action]), (w, _me, s) => ({
      url: `/api/order/item/${action}?orderItemId=${s.unitId}&merchantId=${w.a.merchantId}`,
    })),
    fresh(
      `PATCH /api/order/item/${action}`,
      merchantOnly(200),
      freshUnit(unitFor[action]),
      (w, me, s) => ({
        url: `/api/order/item/${action}?orderItemId=${s.unitId}&merchantId=${me.merchantId ?? w.a.merchantId}`,
      }),
      'own merchantId',
    ),
  ]),
  // The reason the consumer reads beside a refused unit.
  fresh(
    'PATCH /api/order/item/refuse',
    merchantOnly(200),
    freshUnit('SENT'),
    (w, _me, s) => ({
      url: `/api/order/item/refuse?orderItemId=${s.unitId}&merchantId=${w.a.merchantId}&reason=Acabou`,
    }),
    'with a reason',
  ),
  withOpenIds(
    fresh('PATCH /api/order/status/update', merchantOnly(200), freshTable, (w, _me, s) => ({
      url: `/api/order/status/update?merchantId=${w.a.merchantId}`,
      payload: { orderId: s.orderId, queueId: s.queueId, orderStatus: 'PAYMENT_REQUESTED' },
    })),
    tableOfOrder,
  ),
  withOpenIds(
    fresh(
      'PATCH /api/order/status/update',
      merchantOnly(200),
      freshTable,
      (w, me, s) => ({
        url: `/api/order/status/update?merchantId=${me.merchantId ?? w.a.merchantId}`,
        payload: { orderId: s.orderId, queueId: s.queueId, orderStatus: 'PAYMENT_REQUESTED' },
      }),
      'own merchantId',
    ),
    tableOfOrder,
  ),
  row('GET /api/order/info', consumerOnly(200), (w) => ({
    url: `/api/order/info?queueId=${w.table.id}&consumerId=${w.table.owner.consumerId}`,
  })),
  // Each consumer reads its own order at the table: the guest has one, the consumer from elsewhere has none.
  row(
    'GET /api/order/info',
    [401, 401, 200, 200, 404, 401],
    (w, me) => ({
      url: `/api/order/info?queueId=${w.table.id}&consumerId=${me.consumerId ?? w.table.owner.consumerId}`,
    }),
    'own consumerId',
  ),
  // Whoever holds the queue id may open its own order there (next row): the id is an invitation.
  withOpenIds(
    row('POST /api/order', consumerOnly(200), (w) => ({
      url: '/api/order',
      payload: { consumerId: w.table.owner.consumerId, queueId: w.table.id },
    })),
    (w) => [w.table.id],
  ),
  // Whoever holds the queue id (a guest) opens its own order at a seated table
  // (docs/access.md#guests-and-the-table-pass).
  fresh(
    'POST /api/order',
    [401, 401, 201, 201, 201, 401],
    async (w) => {
      const entry = await w.entry('CHECK_IN');
      return { queueId: entry.id, consumerId: entry.consumer.consumerId, as: { D: entry.consumer } };
    },
    (_w, me, s) => ({
      url: '/api/order',
      payload: { consumerId: me.consumerId ?? s.consumerId, queueId: s.queueId },
    }),
    'own consumerId',
  ),
  // The menu item is public (the consumer's menu shows it); unknown or another's, it reads as unavailable.
  withOpenIds(
    row('PUT /api/order', consumerOnly(201), (w) => ({
      url: '/api/order',
      payload: {
        orderQueue: { id: w.table.owner.orderId },
        item: { id: w.a.itemId },
        options: [],
        note: 'sem gelo',
      },
    })),
    (w) => [w.a.itemId],
  ),
  // The guest fills its own order; the table's owner may not touch it.
  withOpenIds(
    row(
      'PUT /api/order',
      [401, 401, 403, 201, 403, 401],
      (w) => ({
        url: '/api/order',
        payload: { orderQueue: { id: w.table.guest.orderId }, item: { id: w.a.itemId } },
      }),
      "guest's order",
    ),
    (w) => [w.a.itemId],
  ),
  fresh('DELETE /api/order/item', consumerOnly(204), freshUnit('CREATED'), (_w, _me, s) => ({
    url: `/api/order/item?orderItemId=${s.unitId}`,
  })),
  fresh('PATCH /api/order/item/request/cancel', consumerOnly(200), freshUnit('SENT'), (_w, _me, s) => ({
    url: `/api/order/item/request/cancel?orderItemId=${s.unitId}`,
  })),
  fresh('POST /api/order/sent', consumerOnly(200), freshUnit('CREATED'), (_w, _me, s) => ({
    url: `/api/order/sent?orderId=${s.orderId}`,
  })),
  withOpenIds(
    fresh('PATCH /api/order/close', consumerOnly(200), freshTable, (_w, _me, s) => ({
      url: '/api/order/close',
      payload: { orderId: s.orderId, queueId: s.queueId, serviceFee: 10 },
    })),
    tableOfOrder,
  ),
];
