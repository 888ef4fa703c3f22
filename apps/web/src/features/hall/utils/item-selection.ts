import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import type { GroupedOrderItem, ItemStatusGroup } from './group-order-items';
import { isSelectableStatus } from './item-actions';

/** The selected units: all in one status group (docs/orders-and-bills.md#table-dialog), or none. */
export interface ItemSelection {
  status: OrderItemStatus | null;
  unitIds: readonly string[];
}

export const emptySelection: ItemSelection = { status: null, unitIds: [] };

function unitIdsOf(rows: readonly GroupedOrderItem[]): string[] {
  return rows.flatMap((row) => row.orderItemIds.map((unit) => unit.id));
}

/** Whether every unit of the row is selected. */
export function isRowSelected(selection: ItemSelection, row: GroupedOrderItem): boolean {
  return row.orderItemIds.every((unit) => selection.unitIds.includes(unit.id));
}

/** Whether every unit of the group is selected (the button then reads 'Desmarcar todos'). */
export function isGroupSelected(selection: ItemSelection, group: ItemStatusGroup): boolean {
  return selection.status === group.status && group.rows.every((row) => isRowSelected(selection, row));
}

/**
 * Ticks or unticks a row (all its units). Ticking a row of another status group starts a new selection
 * there: selection is limited to one group. Rows of groups without actions cannot be ticked.
 */
export function toggleRow(selection: ItemSelection, row: GroupedOrderItem): ItemSelection {
  if (!isSelectableStatus(row.status)) return selection;
  const ids = row.orderItemIds.map((unit) => unit.id);
  if (selection.status === row.status && isRowSelected(selection, row)) {
    const unitIds = selection.unitIds.filter((id) => !ids.includes(id));
    return unitIds.length === 0 ? emptySelection : { status: row.status, unitIds };
  }
  const kept = selection.status === row.status ? selection.unitIds.filter((id) => !ids.includes(id)) : [];
  return { status: row.status, unitIds: [...kept, ...ids] };
}

/** 'Selecionar todos' / 'Desmarcar todos' of one group. */
export function toggleGroup(selection: ItemSelection, group: ItemStatusGroup): ItemSelection {
  if (!isSelectableStatus(group.status)) return selection;
  if (isGroupSelected(selection, group)) return emptySelection;
  return { status: group.status, unitIds: unitIdsOf(group.rows) };
}

/**
 * The selection after new data: units that left the group's status (or the table) drop out, since an action
 * on them would now be refused. Returns the same object when nothing changed.
 */
export function pruneSelection(selection: ItemSelection, groups: readonly ItemStatusGroup[]): ItemSelection {
  if (selection.status === null) return selection;
  const group = groups.find((candidate) => candidate.status === selection.status);
  const present = new Set(group ? unitIdsOf(group.rows) : []);
  const unitIds = selection.unitIds.filter((id) => present.has(id));
  if (unitIds.length === selection.unitIds.length) return selection;
  return unitIds.length === 0 ? emptySelection : { status: selection.status, unitIds };
}
