import { describe, expect, it } from 'vitest';
import { tableKeysToRefresh } from './table-live-keys';

const queueId = 'q1';
const ownOrder = 'o1';
const tableQueue = ['ordering', 'queue', queueId];
const order = ['ordering', 'order', ownOrder];
const menu = ['ordering', 'menu'];

describe('tableKeysToRefresh', () => {
  it.each([
    [
      'a queue change: the entry',
      { kind: 'queue', queueEntryId: queueId, orderId: null },
      ownOrder,
      [tableQueue],
    ],
    [
      'a change of the own order: the order, and the entry (the table total)',
      { kind: 'order', queueEntryId: queueId, orderId: ownOrder },
      ownOrder,
      [tableQueue, order],
    ],
    [
      "another guest's order: the entry only (the table total)",
      { kind: 'order', queueEntryId: queueId, orderId: 'o2' },
      ownOrder,
      [tableQueue],
    ],
    [
      'an order change before the consumer has one: the entry',
      { kind: 'order', queueEntryId: queueId, orderId: 'o2' },
      null,
      [tableQueue],
    ],
    [
      "the menu changed (an item 'Esgotado'): the menu",
      { kind: 'menu', queueEntryId: queueId, orderId: null },
      ownOrder,
      [menu],
    ],
    ['a resync: the entry, the menu and the order', { kind: 'resync' }, ownOrder, [tableQueue, menu, order]],
    ['a resync without an order: the entry and the menu', { kind: 'resync' }, null, [tableQueue, menu]],
  ] as const)('%s', (_name, event, orderId, expected) => {
    expect(tableKeysToRefresh(event, queueId, orderId)).toEqual(expected);
  });
});
