import { describe, expect, it } from 'vitest';
import { buildBillDisplay } from './order-bill';

const unit = (price: number, orderItemStatus: 'SENT' | 'COMPLETED' | 'CANCELED' | 'REFUSED' | 'CREATED') => ({
  item: { price: 1 },
  price,
  orderItemStatus,
});

describe('buildBillDisplay', () => {
  it('shows subtotal, fee with its percent and total, 12 % by default', () => {
    const bill = buildBillDisplay([unit(32.9, 'COMPLETED'), unit(10, 'COMPLETED')], null);
    expect(bill.lines).toEqual([
      { label: 'Subtotal', value: 'R$ 42,90' },
      { label: 'Taxa de serviço (12%)', value: 'R$ 5,15' },
      { label: 'Total', value: 'R$ 48,05' },
    ]);
    expect(bill.extra).toEqual([]);
    expect(bill.totalCents).toBe(4805);
  });

  it("puts 'Cancelados' and 'Total bruto' apart and leaves them out of the subtotal", () => {
    const bill = buildBillDisplay([unit(50, 'COMPLETED'), unit(20, 'CANCELED'), unit(5, 'REFUSED')], 10);
    expect(bill.lines.map((line) => line.value)).toEqual(['R$ 50,00', 'R$ 5,00', 'R$ 55,00']);
    expect(bill.extra).toEqual([
      { label: 'Cancelados', value: 'R$ 25,00' },
      { label: 'Total bruto', value: 'R$ 75,00' },
    ]);
  });

  it('handles 0 % and 100 % and an empty order', () => {
    expect(buildBillDisplay([unit(10, 'COMPLETED')], 0).totalCents).toBe(1000);
    expect(buildBillDisplay([unit(10, 'COMPLETED')], 100).totalCents).toBe(2000);
    expect(buildBillDisplay([], 12).lines.map((line) => line.value)).toEqual([
      'R$ 0,00',
      'R$ 0,00',
      'R$ 0,00',
    ]);
  });
});
