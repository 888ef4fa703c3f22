import type { OrderItem } from '@suavez/shared/contracts/order.contract';
import { describe, expect, it } from 'vitest';
import { groupOrderItems } from './group-order-items';

const pizza = { id: 'i-pizza', name: 'Pizza', price: 42.5 };
const suco = { id: 'i-suco', name: 'Suco', price: 9.9 };
let clock = 0;
const unit = (
  id: string,
  item: typeof pizza,
  orderItemStatus: Parameters<typeof groupOrderItems>[0][number]['orderItemStatus'],
  extra: Partial<Pick<OrderItem, 'price' | 'options' | 'note' | 'refusalReason'>> = {},
) => ({
  id,
  item,
  price: item.price,
  orderItemStatus,
  ...extra,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, clock++)).toISOString(),
});

describe('groupOrderItems', () => {
  it('answers no groups for an empty order', () => {
    expect(groupOrderItems([])).toEqual([]);
  });

  it('groups units by status, then by item, with quantities, unit ids and totals in centavos', () => {
    const groups = groupOrderItems([
      unit('u1', pizza, 'CREATED'),
      unit('u2', suco, 'CREATED'),
      unit('u3', pizza, 'CREATED'),
      unit('u4', pizza, 'SENT'),
    ]);
    expect(groups.map((group) => [group.status, group.quantity])).toEqual([
      ['CREATED', 3],
      ['SENT', 1],
    ]);
    expect(groups[0]?.lines).toMatchObject([
      {
        item: pizza,
        options: [],
        note: null,
        unitCents: 4250,
        quantity: 2,
        orderItemIds: [
          { id: 'u1', status: 'CREATED' },
          { id: 'u3', status: 'CREATED' },
        ],
        totalCents: 8500,
      },
      { item: suco, quantity: 1, orderItemIds: [{ id: 'u2', status: 'CREATED' }], totalCents: 990 },
    ]);
  });

  it("lists the groups in the consumer's order, whatever the order of the units", () => {
    const statuses = [
      'COMPLETED',
      'PREPARING',
      'ACCEPTED',
      'REFUSED',
      'CANCELED',
      'CANCEL_REQUEST',
      'SENT',
      'CREATED',
    ] as const;
    const groups = groupOrderItems(statuses.map((status, index) => unit(`u${index}`, suco, status)));
    expect(groups.map((group) => group.status)).toEqual([
      'CREATED',
      'SENT',
      'CANCEL_REQUEST',
      'CANCELED',
      'REFUSED',
      'ACCEPTED',
      'PREPARING',
      'COMPLETED',
    ]);
  });

  it('keeps the units of a line oldest first even when the API lists them otherwise', () => {
    const first = unit('old', pizza, 'CREATED');
    const second = unit('new', pizza, 'CREATED');
    const [group] = groupOrderItems([second, first]);
    expect(group?.lines[0]?.orderItemIds.map((u) => u.id)).toEqual(['old', 'new']);
  });

  it('keeps units with other options or another note on lines of their own, at their own price', () => {
    const rare = { id: 'o-rare', group: 'Ponto', name: 'Mal passada', price: 0 };
    const bacon = { id: 'o-bacon', group: 'Adicionais', name: 'Bacon', price: 4 };
    const [group] = groupOrderItems([
      unit('a', pizza, 'CREATED', { options: [rare, bacon], price: 46.5 }),
      unit('b', pizza, 'CREATED', { options: [rare, bacon], price: 46.5 }),
      unit('c', pizza, 'CREATED', { options: [rare], note: 'sem cebola' }),
      unit('d', pizza, 'CREATED'),
    ]);
    expect(
      group?.lines.map((line) => [
        line.options.map((option) => option.name),
        line.note,
        line.quantity,
        line.totalCents,
      ]),
    ).toEqual([
      [['Mal passada', 'Bacon'], null, 2, 9300],
      [['Mal passada'], 'sem cebola', 1, 4250],
      [[], null, 1, 4250],
    ]);
    expect(new Set(group?.lines.map((line) => line.key)).size).toBe(3);
  });

  it("keeps a refused unit's reason on its line", () => {
    const [group] = groupOrderItems([unit('r', suco, 'REFUSED', { refusalReason: 'Acabou o gelo' })]);
    expect(group?.lines[0]?.refusalReason).toBe('Acabou o gelo');
  });
});
