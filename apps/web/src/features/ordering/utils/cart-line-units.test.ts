import { describe, expect, it } from 'vitest';
import { findCancelableUnit, findUnitToRemove, isQuantityEditable } from './cart-line-units';
import type { GroupedOrderItem } from './group-order-items';

const line = (statuses: GroupedOrderItem['orderItemIds']): GroupedOrderItem => ({
  key: 'i',
  item: { id: 'i', name: 'Pizza', price: 10 },
  options: [],
  note: null,
  refusalReason: null,
  unitCents: 1000,
  quantity: statuses.length,
  orderItemIds: statuses,
  totalCents: statuses.length * 1000,
});

describe('findUnitToRemove', () => {
  it('answers the last CREATED unit of the line', () => {
    expect(
      findUnitToRemove(
        line([
          { id: 'a', status: 'CREATED' },
          { id: 'b', status: 'CREATED' },
        ]),
      ),
    ).toBe('b');
  });

  it('never goes below zero: no CREATED unit, nothing to remove', () => {
    expect(findUnitToRemove(line([]))).toBeNull();
    expect(findUnitToRemove(line([{ id: 'a', status: 'SENT' }]))).toBeNull();
  });
});

describe('findCancelableUnit and isQuantityEditable', () => {
  it('cancels the newest SENT unit only, and edits quantities of the cart only', () => {
    expect(
      findCancelableUnit(
        line([
          { id: 'a', status: 'SENT' },
          { id: 'b', status: 'SENT' },
        ]),
      ),
    ).toBe('b');
    expect(findCancelableUnit(line([{ id: 'a', status: 'ACCEPTED' }]))).toBeNull();
    expect(isQuantityEditable('CREATED')).toBe(true);
    expect(isQuantityEditable('SENT')).toBe(false);
  });
});
