import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BillItem,
  centsToReais,
  computeBill,
  computeServiceFeeCents,
  DEFAULT_SERVICE_FEE_PERCENT,
  reaisToCents,
} from './bill';
import { orderItemStatuses } from './order-item-status';

const item = (priceCents: number, status: BillItem['status'] = 'COMPLETED'): BillItem => ({
  priceCents,
  status,
});

describe('computeBill', () => {
  it('is all zeros with no items', () => {
    expect(computeBill({ items: [], serviceFeePercent: 12 })).toEqual({
      subtotalCents: 0,
      feeCents: 0,
      totalCents: 0,
      canceledCents: 0,
      grossCents: 0,
    });
  });

  it.each([
    [1050, 5, 53], // 52.5 rounds half up
    [1030, 5, 52], // 51.5 rounds half up
    [1010, 5, 51], // 50.5 rounds half up
    [1049, 5, 52], // 52.45 rounds down
    [3290, 12, 395], // 394.8
    [1000, 0, 0],
    [1000, 100, 1000],
    [1, 50, 1], // 0.5 rounds half up
    [1, 49, 0],
    [0, 100, 0],
  ])('charges a fee on %i centavos at %i%% of %i', (subtotal, percent, fee) => {
    expect(computeServiceFeeCents(subtotal, percent)).toBe(fee);
    const bill = computeBill({ items: [item(subtotal)], serviceFeePercent: percent });
    expect(bill).toMatchObject({ subtotalCents: subtotal, feeCents: fee, totalCents: subtotal + fee });
  });

  it('leaves REFUSED, CANCELED and CREATED out of the subtotal; counts REFUSED and CANCELED as cancelled', () => {
    const bill = computeBill({
      items: [
        item(1000, 'SENT'),
        item(2000, 'CANCEL_REQUEST'),
        item(400, 'ACCEPTED'),
        item(300, 'PREPARING'),
        item(200, 'COMPLETED'),
        item(7000, 'REFUSED'),
        item(500, 'CANCELED'),
        item(90000, 'CREATED'),
      ],
      serviceFeePercent: 10,
    });
    expect(bill).toEqual({
      subtotalCents: 3900,
      feeCents: 390,
      totalCents: 4290,
      canceledCents: 7500,
      grossCents: 11400,
    });
  });

  it.each([-1, 101, 12.5, Number.NaN])('refuses the fee percent %d', (percent) => {
    expect(() => computeBill({ items: [], serviceFeePercent: percent })).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.POSITIVE_INFINITY])('refuses the unit price %d', (priceCents) => {
    expect(() => computeBill({ items: [item(priceCents)], serviceFeePercent: 0 })).toThrow(RangeError);
  });

  it('defaults the fee to 12%', () => {
    expect(DEFAULT_SERVICE_FEE_PERCENT).toBe(12);
  });

  it('keeps its invariants for any order', () => {
    const anyItem = fc.record({
      priceCents: fc.integer({ min: 0, max: 10_000_000 }),
      status: fc.constantFrom(...orderItemStatuses),
    });
    fc.assert(
      fc.property(
        fc.array(anyItem, { maxLength: 60 }),
        fc.integer({ min: 0, max: 100 }),
        (items, percent) => {
          const bill = computeBill({ items, serviceFeePercent: percent });
          for (const value of Object.values(bill)) expect(Number.isSafeInteger(value)).toBe(true);
          const exact = (bill.subtotalCents * percent) / 100;
          expect(bill.feeCents).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(bill.feeCents).toBeLessThanOrEqual(Math.ceil(exact));
          expect(bill.totalCents).toBe(bill.subtotalCents + bill.feeCents);
          expect(bill.grossCents).toBe(bill.subtotalCents + bill.canceledCents);
          const created = items
            .filter((i) => i.status === 'CREATED')
            .reduce((sum, i) => sum + i.priceCents, 0);
          const all = items.reduce((sum, i) => sum + i.priceCents, 0);
          expect(bill.grossCents).toBe(all - created);
        },
      ),
    );
  });
});

describe('reais and centavos', () => {
  it.each([
    [32.9, 3290],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [0.015, 2],
    [0.014999, 1],
    [100000, 10_000_000],
    [0, 0],
    [-0, 0],
    [-32.9, -3290],
    [1e-7, 0],
  ])('%d reais are %i centavos', (reais, cents) => {
    expect(reaisToCents(reais)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e21])('refuses %d reais', (reais) => {
    expect(() => reaisToCents(reais)).toThrow(RangeError);
  });

  it('turns centavos back into the same reais', () => {
    expect(centsToReais(3290)).toBe(32.9);
    expect(() => centsToReais(1.5)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(reaisToCents(centsToReais(cents))).toBe(cents);
      }),
    );
  });
});
