import type { KitchenTable, KitchenUnit } from '@suavez/shared/contracts/kitchen.contract';
import { describe, expect, it } from 'vitest';
import { buildKitchenTickets } from './kitchen-ticket';

const orderA = '00000000-0000-4000-8000-00000000000a';
const orderB = '00000000-0000-4000-8000-00000000000b';
const burger = '00000000-0000-4000-8000-0000000000b1';
const rare = { id: '00000000-0000-4000-8000-0000000000c1', group: 'Ponto da carne', name: 'Mal passada' };

function unit(n: number, orderId: string, extra: Partial<KitchenUnit> = {}): KitchenUnit {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    orderId,
    item: { id: burger, name: 'Hambúrguer' },
    options: [],
    note: null,
    consumer: { name: orderId === orderA ? 'Ana' : 'Caio' },
    acceptedAt: `2026-12-02T11:0${n}:00.000Z`,
    startedAt: null,
    ...extra,
  };
}

const table: KitchenTable = {
  queueId: '00000000-0000-4000-8000-0000000000ff',
  table: '12',
  owner: { name: 'Ana' },
  units: [
    unit(1, orderA, { options: [rare] }),
    unit(2, orderB),
    unit(3, orderA, { options: [rare] }),
    unit(4, orderA, { options: [rare], note: 'sem cebola' }),
    unit(5, orderA),
  ],
};

describe('buildKitchenTickets', () => {
  it('makes one ticket per order, alike units on one line, in arrival order', () => {
    const [ana, caio, ...rest] = buildKitchenTickets(table);
    expect(rest).toEqual([]);
    expect(ana).toMatchObject({
      orderId: orderA,
      table: 'Mesa 12',
      diner: 'Ana',
      acceptedAt: table.units[0]?.acceptedAt,
    });
    expect(ana?.lines).toEqual([
      { quantity: 2, name: 'Hambúrguer', options: ['Ponto da carne: Mal passada'], note: null },
      { quantity: 1, name: 'Hambúrguer', options: ['Ponto da carne: Mal passada'], note: 'sem cebola' },
      { quantity: 1, name: 'Hambúrguer', options: [], note: null },
    ]);
    expect(ana?.unitIds).toHaveLength(4);
    expect(caio).toMatchObject({ orderId: orderB, diner: 'Caio', lines: [{ quantity: 1 }] });
  });

  it('keeps only the units asked for, and names no table when it has no label', () => {
    const printed = new Set([table.units[0]?.id, table.units[1]?.id]);
    const tickets = buildKitchenTickets({ ...table, table: null }, (id) => !printed.has(id));
    expect(tickets.map((t) => [t.orderId, t.table, t.unitIds.length, t.acceptedAt])).toEqual([
      [orderA, null, 3, table.units[2]?.acceptedAt],
    ]);
    expect(buildKitchenTickets(table, () => false)).toEqual([]);
  });
});
