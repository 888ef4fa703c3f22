import { reaisToCents } from '@suavez/shared/domain/bill';
import { formatCents } from '@suavez/shared/domain/money-format';
import { describe, expect, it } from 'vitest';
import { formatCartLabel, summarizeCart } from './cart-math';

describe('summarizeCart', () => {
  it('counts every unit but the refused and canceled ones, summing centavos without float noise', () => {
    const units = [
      { price: 0.1, orderItemStatus: 'CREATED' as const },
      { price: 0.2, orderItemStatus: 'SENT' as const },
      { price: 32.9, orderItemStatus: 'COMPLETED' as const },
      { price: 50, orderItemStatus: 'CANCELED' as const },
      { price: 50, orderItemStatus: 'REFUSED' as const },
    ];
    expect(summarizeCart(units, reaisToCents)).toEqual({ count: 3, totalCents: 3320 });
  });

  it("counts each unit at its own price (the item's plus its options'), not the item's", () => {
    const steak = { item: { price: 89.9 }, price: 97.9, orderItemStatus: 'CREATED' as const };
    expect(summarizeCart([steak, { ...steak, price: 89.9 }], reaisToCents)).toEqual({
      count: 2,
      totalCents: 18780,
    });
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
