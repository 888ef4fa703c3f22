import type {
  HallEntry,
  Order,
  OrderAnswer,
  OrderItem,
  TableQueueEntry,
} from '@suavez/shared/contracts/order.contract';

// The order and table answers as the API sends them, for the diner's and the hall's screen tests. The
// payment fields come before anyone pays: tests that build an order or a hall entry by hand spread these,
// so a new field is added here once.

/** An order nobody has paid nor said 'Já paguei' about. */
export const unpaidOrderFields = {
  payment: null,
  pixReportedAt: null,
} as const satisfies Pick<Order, 'payment' | 'pixReportedAt'>;

/** A hall entry without 'Pix informado' nor 'Pago', nor anyone of the staff named on it (docs/audit.md). */
export const unpaidHallFields: Pick<HallEntry, 'pixReported' | 'paid' | 'staffActions'> = {
  pixReported: false,
  paid: false,
  staffActions: [],
};

/** When the fixtures' table sat and its order opened. */
export const fixtureTime = '2026-01-05T12:00:00.000Z';

/** The restaurant of the fixtures' tables. */
export const fixtureMerchant = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: 'Cantina da Praça',
  icon: null,
} as const satisfies TableQueueEntry['merchant'];

/**
 * A table as its view answers it (`GET /queue?queueId`): seated (CHECK_IN, its one history row saying so)
 * at the fixtures' restaurant, a table for two with no label and one order of nothing yet, but for `values`.
 */
export function tableEntryFixture(
  values: Partial<TableQueueEntry> & Pick<TableQueueEntry, 'id' | 'consumer'>,
): TableQueueEntry {
  const status = values.status ?? 'CHECK_IN';
  return {
    status,
    slot: 2,
    lastStatusAt: fixtureTime,
    history: [{ status, reason: null, createdAt: fixtureTime }],
    merchant: fixtureMerchant,
    table: null,
    tableTotal: { subtotal: 0, orders: 1 },
    ...values,
  };
}

/**
 * An order as `GET /order` answers it: Ana's, open, empty, unpaid, no table label nor service fee, but for
 * `values` (the ids of its table and consumer only when the test reads it as its own consumer).
 */
export function orderAnswerFixture(values: Partial<OrderAnswer> & Pick<OrderAnswer, 'id'>): OrderAnswer {
  return {
    status: 'OPEN',
    merchantName: fixtureMerchant.name,
    consumerName: 'Ana',
    table: null,
    createdAt: fixtureTime,
    serviceFee: null,
    items: [],
    ...unpaidOrderFields,
    ...values,
  };
}

/**
 * A seated table as the hall lists it (`GET /queue/hall`): Ana's, a party of two with no label, nothing
 * pending, no bill asked for, unpaid; `queue` and `rest` say what differs.
 */
export function hallEntryFixture(
  queue: Partial<HallEntry['queue']> & Pick<HallEntry['queue'], 'id'>,
  rest: Partial<HallEntry> = {},
): HallEntry {
  return {
    queue: { slot: 2, consumer: { name: 'Ana' }, table: null, ...queue },
    pendingSentItems: 0,
    pendingCancelRequestedItems: 0,
    firstItem: null,
    oldestAcceptedAt: null,
    billRequested: false,
    billRequestedAt: null,
    ...unpaidHallFields,
    ...rest,
  };
}

/**
 * A unit of an order as the API sends it: at its item's price, no options nor note, prepared by the
 * kitchen, never refused, made at the fixtures' time, but for `values`.
 */
export function orderItemFixture(
  values: Partial<OrderItem> & Pick<OrderItem, 'id' | 'item' | 'orderItemStatus'>,
): OrderItem {
  return {
    price: values.item.price,
    options: [],
    note: null,
    prepared: true,
    refusalReason: null,
    createdAt: fixtureTime,
    ...values,
  };
}
