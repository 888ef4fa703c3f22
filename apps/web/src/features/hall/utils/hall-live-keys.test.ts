import { describe, expect, it } from 'vitest';
import { hallKeysToRefresh } from './hall-live-keys';

describe('hallKeysToRefresh', () => {
  it("refreshes the tiles, the host's signals and the orders of the table that changed", () => {
    expect(hallKeysToRefresh({ kind: 'order', queueEntryId: 'q1', orderId: 'o1' }, 'm1')).toEqual([
      ['merchant', 'hall', 'm1'],
      ['merchant', 'signals', 'm1'],
      ['merchant', 'hall', 'orders', 'q1'],
    ]);
    expect(hallKeysToRefresh({ kind: 'queue', queueEntryId: 'q2', orderId: null }, 'm1')).toEqual([
      ['merchant', 'hall', 'm1'],
      ['merchant', 'signals', 'm1'],
      ['merchant', 'hall', 'orders', 'q2'],
    ]);
  });

  it("refreshes every table's orders after a gap", () => {
    expect(hallKeysToRefresh({ kind: 'resync' }, 'm1')).toEqual([
      ['merchant', 'hall', 'm1'],
      ['merchant', 'signals', 'm1'],
      ['merchant', 'hall', 'orders'],
    ]);
  });
});
