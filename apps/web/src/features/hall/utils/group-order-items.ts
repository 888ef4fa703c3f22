import type { Order, OrderItem } from '@suavez/shared/contracts/order.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import {
  merchantOrderItemStatusOrder,
  type OrderItemStatus,
  orderItemStatusLabels,
} from '@suavez/shared/domain/order-item-status';

/**
 * Identical units shown as one row (docs/orders-and-bills.md#table-dialog): same menu item, options, note,
 * price and status.
 */
export interface GroupedOrderItem {
  /** Stable row key: menu item, options, note, price and status. */
  key: string;
  item: OrderItem['item'];
  /** The unit's options (copies) and note: 'Ponto da carne: Ao ponto', 'sem cebola'. */
  options: OrderItem['options'];
  note: string | null;
  /** What one unit costs: the item's price plus its options'. */
  priceCents: number;
  status: OrderItemStatus;
  quantity: number;
  /** The units behind the row, oldest first; an action on the row acts on these. */
  orderItemIds: { id: string; status: OrderItemStatus }[];
}

/** One collapsible section of the table dialog: every row in one item status. */
export interface ItemStatusGroup {
  status: OrderItemStatus;
  label: string;
  rows: GroupedOrderItem[];
  /** Units in the section (the sum of the rows' quantities). */
  unitCount: number;
}

function byCreatedAt(a: OrderItem, b: OrderItem): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/**
 * Units grouped into status sections in the merchant's order (`merchantOrderItemStatusOrder`), each
 * section's identical units folded into rows with a quantity. Empty sections are left out; rows keep the
 * order in which their first unit was added. The price is part of the row's identity: a unit keeps the
 * price of the moment it was added, so a menu change meanwhile makes two rows.
 */
export function groupItemsByStatus(items: readonly OrderItem[]): ItemStatusGroup[] {
  const rowsByStatus = new Map<OrderItemStatus, Map<string, GroupedOrderItem>>();
  for (const unit of [...items].sort(byCreatedAt)) {
    const status = unit.orderItemStatus;
    const priceCents = reaisToCents(unit.price);
    const optionIds = unit.options.map((option) => option.id).join(',');
    const key = `${unit.item.id}:${optionIds}:${JSON.stringify(unit.note)}:${priceCents}:${status}`;
    let rows = rowsByStatus.get(status);
    if (!rows) {
      rows = new Map();
      rowsByStatus.set(status, rows);
    }
    const row = rows.get(key);
    if (row) {
      row.quantity += 1;
      row.orderItemIds.push({ id: unit.id, status });
    } else {
      rows.set(key, {
        key,
        item: unit.item,
        options: unit.options,
        note: unit.note,
        priceCents,
        status,
        quantity: 1,
        orderItemIds: [{ id: unit.id, status }],
      });
    }
  }
  return merchantOrderItemStatusOrder.flatMap((status) => {
    const rows = [...(rowsByStatus.get(status)?.values() ?? [])];
    if (rows.length === 0) return [];
    const unitCount = rows.reduce((sum, row) => sum + row.quantity, 0);
    return [{ status, label: orderItemStatusLabels[status], rows, unitCount }];
  });
}

/** Every unit of a table's orders (the whole-table view). */
export function allItemsOf(orders: readonly Order[]): OrderItem[] {
  return orders.flatMap((order) => order.items);
}
