import { reaisToCents } from '@suavez/shared/domain/bill';
import { formatCents } from '@suavez/shared/domain/money-format';
import { describe, expect, it } from 'vitest';
import {
  findCancelableUnit,
  findUnitToRemove,
  formatCartLabel,
  isQuantityEditable,
  summarizeCart,
} from './cart-math';
import type { GroupedOrderItem } from './group-order-items';

const line = (statuses: GroupedOrderItem['orderItemIds']): GroupedOrderItem => ({
  item: { id: 'i', name: 'Pizza', price: 10 },
  quantity: statuses.length,
  orderItemIds: statuses,
  totalCents: statuses.length * 1000,
});

describe('summarizeCart', () => {
  it('counts every unit but the refused and canceled ones, summing centavos without float noise', () => {
    const units = [
      { item: { price: 0.1 }, orderItemStatus: 'CREATED' as const },
      { item: { price: 0.2 }, orderItemStatus: 'SENT' as const },
      { item: { price: 32.9 }, orderItemStatus: 'COMPLETED' as const },
      { item: { price: 50 }, orderItemStatus: 'CANCELED' as const },
      { item: { price: 50 }, orderItemStatus: 'REFUSED' as const },
    ];
    expect(summarizeCart(units, reaisToCents)).toEqual({ count: 3, totalCents: 3320 });
  });

  it('is empty for no units', () => {
    expect(summarizeCart([], reaisToCents)).toEqual({ count: 0, totalCents: 0 });
  });
});

describe('formatCartLabel', () => {
  it("says 'Carrinho vazio', then singular and plural with the total in R$", () => {
    expect(formatCartLabel({ count: 0, totalCents: 0 }, formatCents)).toBe('Carrinho vazio');
    expect(formatCartLabel({ count: 1, totalCents: 990 }, formatCents)).toBe(
      '1 item | Total a pagar: R$ 9,90',
    );
    expect(formatCartLabel({ count: 3, totalCents: 123456 }, formatCents)).toBe(
      '3 itens | Total a pagar: R$ 1.234,56',
    );
  });
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
