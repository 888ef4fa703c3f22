import { describe, expect, it } from 'vitest';
import { order, pizza, soda, unit } from './hall-fixtures.test-data';
import { computePersonTotals, computeTableTotals } from './hall-totals';

describe('computePersonTotals', () => {
  it("sums each unit's price (the item's plus its options'), not the item's", () => {
    const withOptions = { ...unit(pizza, 'ACCEPTED'), price: 47.9 };
    const totals = computePersonTotals(order({ items: [withOptions, unit(soda, 'CANCELED')] }));
    expect(totals.subtotalCents).toBe(4790);
    expect(totals.canceledCents).toBe(750);
    expect(computeTableTotals([order({ items: [withOptions] })]).subtotalCents).toBe(4790);
  });

  it('shows no fee while the order is OPEN', () => {
    const totals = computePersonTotals(order({ items: [unit(pizza, 'ACCEPTED')], serviceFee: 10 }));
    expect(totals).toEqual({
      subtotalCents: 4290,
      feeCents: null,
      feePercent: null,
      totalCents: 4290,
      canceledCents: 0,
      grossCents: 4290,
    });
  });

  it('applies the consumer’s percent once payment is requested, rounding half up', () => {
    // 4290 + 750 = 5040; 10 % = 504.
    const totals = computePersonTotals(
      order({
        status: 'PAYMENT_REQUESTED',
        serviceFee: 10,
        items: [unit(pizza, 'COMPLETED'), unit(soda, 'COMPLETED')],
      }),
    );
    expect(totals).toEqual({
      subtotalCents: 5040,
      feeCents: 504,
      feePercent: 10,
      totalCents: 5544,
      canceledCents: 0,
      grossCents: 5040,
    });
    // 750 at 13 % = 97.5 → 98.
    expect(
      computePersonTotals(order({ status: 'CLOSED', serviceFee: 13, items: [unit(soda, 'COMPLETED')] }))
        .feeCents,
    ).toBe(98);
  });

  it('uses the default 12 % when the order left OPEN without a chosen fee', () => {
    const totals = computePersonTotals(
      order({ status: 'PAYMENT_REQUESTED', serviceFee: null, items: [unit(pizza, 'COMPLETED')] }),
    );
    expect(totals.feePercent).toBe(12);
    expect(totals.feeCents).toBe(515); // 4290 × 12 % = 514.8
  });

  it("leaves refused, canceled and cart units out, and applies no fee to SENT units; 'Cancelados' apart", () => {
    const totals = computePersonTotals(
      order({
        status: 'PAYMENT_REQUESTED',
        serviceFee: 10,
        items: [
          unit(pizza, 'COMPLETED'),
          unit(pizza, 'SENT'),
          unit(soda, 'REFUSED'),
          unit(soda, 'CANCELED'),
          unit(soda, 'CREATED'),
        ],
      }),
    );
    // 'Cancelados': the refused and the canceled soda (2 × 750); 'Total bruto': 8580 + 1500; the cart is neither.
    expect(totals).toEqual({
      subtotalCents: 8580,
      feeCents: 429,
      feePercent: 10,
      totalCents: 9009,
      canceledCents: 1500,
      grossCents: 10080,
    });
  });

  it('handles 0 % and 100 %', () => {
    const items = [unit(pizza, 'COMPLETED')];
    expect(computePersonTotals(order({ status: 'CLOSED', serviceFee: 0, items })).totalCents).toBe(4290);
    expect(computePersonTotals(order({ status: 'CLOSED', serviceFee: 100, items })).totalCents).toBe(8580);
  });
});

describe('computeTableTotals', () => {
  it('sums the orders and marks the fee pending while any order is OPEN', () => {
    const closed = order({ status: 'CLOSED', serviceFee: 10, items: [unit(pizza, 'COMPLETED')] });
    const open = order({
      status: 'OPEN',
      serviceFee: null,
      items: [unit(soda, 'ACCEPTED'), unit(pizza, 'CANCELED')],
    });
    expect(computeTableTotals([closed, open])).toEqual({
      subtotalCents: 5040,
      feeCents: 429,
      totalCents: 5469,
      canceledCents: 4290,
      grossCents: 9330,
      isFeePending: true,
    });
    expect(computeTableTotals([closed]).isFeePending).toBe(false);
  });

  it('is zero for a table without orders', () => {
    expect(computeTableTotals([])).toEqual({
      subtotalCents: 0,
      feeCents: 0,
      totalCents: 0,
      canceledCents: 0,
      grossCents: 0,
      isFeePending: false,
    });
  });
});
