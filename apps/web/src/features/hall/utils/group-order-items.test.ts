import { describe, expect, it } from 'vitest';
import { groupItemsByStatus } from './group-order-items';
import { pizza, soda, unit } from './hall-fixtures.test-data';

describe('groupItemsByStatus', () => {
  it('is empty for no units', () => {
    expect(groupItemsByStatus([])).toEqual([]);
  });

  it('sorts sections in the merchant order and folds identical units into rows with a quantity', () => {
    const units = [
      unit(pizza, 'COMPLETED', 1),
      unit(pizza, 'SENT', 2),
      unit(soda, 'SENT', 3),
      unit(pizza, 'SENT', 4),
      unit(soda, 'CANCELED', 5),
      unit(soda, 'CANCEL_REQUEST', 6),
    ];
    const groups = groupItemsByStatus(units);
    expect(groups.map((group) => [group.status, group.label, group.unitCount])).toEqual([
      ['SENT', 'Aguardando confirmação', 3],
      ['CANCEL_REQUEST', 'Remoção solicitada', 1],
      ['COMPLETED', 'Entregue', 1],
      ['CANCELED', 'Cancelado', 1],
    ]);
    const sent = groups[0];
    expect(sent?.rows.map((row) => [row.item.name, row.quantity, row.priceCents])).toEqual([
      ['Pizza', 2, 4290],
      ['Refrigerante', 1, 750],
    ]);
    expect(sent?.rows[0]?.orderItemIds.map((u) => u.id)).toEqual([units[1]?.id, units[3]?.id]);
  });

  it('keeps units apart by options and note, at the unit price (the item plus its options)', () => {
    const rare = {
      id: 'cccccccc-0000-4000-8000-000000000001',
      group: 'Ponto',
      name: 'Mal passado',
      price: 0,
    };
    const bacon = { id: 'cccccccc-0000-4000-8000-000000000002', group: 'Extras', name: 'Bacon', price: 5 };
    const withBacon = { ...unit(pizza, 'SENT', 1), options: [rare, bacon], price: 47.9 };
    const groups = groupItemsByStatus([
      withBacon,
      { ...withBacon, id: 'dddddddd-0000-4000-8000-000000000001' },
      { ...withBacon, id: 'dddddddd-0000-4000-8000-000000000002', note: 'sem cebola' },
      unit(pizza, 'SENT', 4),
    ]);
    expect(
      groups[0]?.rows.map((row) => [row.quantity, row.priceCents, row.options.map((o) => o.name), row.note]),
    ).toEqual([
      [2, 4790, ['Mal passado', 'Bacon'], null],
      [1, 4790, ['Mal passado', 'Bacon'], 'sem cebola'],
      [1, 4290, [], null],
    ]);
  });

  it('keeps units of one item apart when their copied prices differ', () => {
    const groups = groupItemsByStatus([unit(pizza, 'SENT', 1), unit({ ...pizza, price: 45 }, 'SENT', 2)]);
    expect(groups[0]?.rows.map((row) => [row.quantity, row.priceCents])).toEqual([
      [1, 4290],
      [1, 4500],
    ]);
  });

  it('orders rows by when their first unit was added, whatever order the server sent', () => {
    const late = unit(soda, 'ACCEPTED', 9);
    const early = unit(pizza, 'ACCEPTED', 1);
    expect(groupItemsByStatus([late, early])[0]?.rows.map((row) => row.item.name)).toEqual([
      'Pizza',
      'Refrigerante',
    ]);
  });
});
