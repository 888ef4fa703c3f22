import { describe, expect, it } from 'vitest';
import { tableKeysToRefresh } from './table-live-keys';

const queueId = 'q1';
const ownOrder = 'o1';
const tableQueue = ['ordering', 'queue', queueId];
const order = ['ordering', 'order', ownOrder];

describe('tableKeysToRefresh', () => {
  it.each([
    [
      'a queue change: the entry',
      { kind: 'queue', queueEntryId: queueId, orderId: null },
      ownOrder,
      [tableQueue],
    ],
    [
      'a change of the own order: the order',
      { kind: 'order', queueEntryId: queueId, orderId: ownOrder },
      ownOrder,
      [order],
    ],
    ["another guest's order: nothing", { kind: 'order', queueEntryId: queueId, orderId: 'o2' }, ownOrder, []],
    [
      'an order change before the consumer has one: nothing',
      { kind: 'order', queueEntryId: queueId, orderId: 'o2' },
      null,
      [],
    ],
    ['a resync: the entry and the order', { kind: 'resync' }, ownOrder, [tableQueue, order]],
    ['a resync without an order: the entry', { kind: 'resync' }, null, [tableQueue]],
  ] as const)('%s', (_name, event, orderId, expected) => {
    expect(tableKeysToRefresh(event, queueId, orderId)).toEqual(expected);
  });
});
