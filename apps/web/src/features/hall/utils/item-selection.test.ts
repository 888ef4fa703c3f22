import { describe, expect, it } from 'vitest';
import { groupItemsByStatus } from './group-order-items';
import { pizza, soda, unit } from './hall-fixtures.test-data';
import {
  emptySelection,
  isGroupSelected,
  isRowSelected,
  pruneSelection,
  toggleGroup,
  toggleRow,
} from './item-selection';

const units = [
  unit(pizza, 'SENT', 1),
  unit(pizza, 'SENT', 2),
  unit(soda, 'SENT', 3),
  unit(pizza, 'ACCEPTED', 4),
  unit(soda, 'REFUSED', 5),
];
const [sent, accepted, refused] = groupItemsByStatus(units);
if (!sent || !accepted || !refused) throw new Error('fixture groups missing');
const [pizzaRow, sodaRow] = sent.rows;
if (!pizzaRow || !sodaRow) throw new Error('fixture rows missing');

describe('item selection', () => {
  it('ticks every unit of a row and unticks them again', () => {
    const selected = toggleRow(emptySelection, pizzaRow);
    expect(selected).toEqual({ status: 'SENT', unitIds: [units[0]?.id, units[1]?.id] });
    expect(isRowSelected(selected, pizzaRow)).toBe(true);
    expect(toggleRow(selected, pizzaRow)).toEqual(emptySelection);
  });

  it('limits the selection to one status group: ticking in another group starts over there', () => {
    const inSent = toggleRow(emptySelection, pizzaRow);
    const acceptedRow = accepted.rows[0];
    if (!acceptedRow) throw new Error('row missing');
    expect(toggleRow(inSent, acceptedRow)).toEqual({ status: 'ACCEPTED', unitIds: [units[3]?.id] });
  });

  it('selects and deselects a whole group', () => {
    const all = toggleGroup(emptySelection, sent);
    expect(all.unitIds).toHaveLength(3);
    expect(isGroupSelected(all, sent)).toBe(true);
    expect(toggleGroup(all, sent)).toEqual(emptySelection);
    // Partly selected: 'Selecionar todos' completes it.
    expect(toggleGroup(toggleRow(emptySelection, sodaRow), sent).unitIds).toHaveLength(3);
  });

  it('never selects refused or canceled units', () => {
    const refusedRow = refused.rows[0];
    if (!refusedRow) throw new Error('row missing');
    expect(toggleRow(emptySelection, refusedRow)).toBe(emptySelection);
    expect(toggleGroup(emptySelection, refused)).toBe(emptySelection);
  });

  it('drops units that changed status after a refetch', () => {
    const all = toggleGroup(emptySelection, sent);
    const [first, second, third, ...rest] = units;
    if (!first || !second || !third) throw new Error('units missing');
    const later = groupItemsByStatus([{ ...first, orderItemStatus: 'PREPARING' }, second, third, ...rest]);
    expect(pruneSelection(all, later).unitIds).toEqual([second.id, third.id]);
    expect(pruneSelection(all, groupItemsByStatus(units))).toBe(all);
    expect(pruneSelection(all, [])).toEqual(emptySelection);
  });
});
