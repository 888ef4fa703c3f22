import type { OrderItem } from '@suavez/shared/contracts/order.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { consumerOrderItemStatusOrder, type OrderItemStatus } from '@suavez/shared/domain/order-item-status';

/** One unit of a grouped line: its id and status (docs/orders-and-bills.md#units). */
export interface GroupedUnit {
  id: string;
  status: OrderItemStatus;
}

/** Units of the same menu item in the same status, shown as one line with a quantity. */
export interface GroupedOrderItem {
  item: { id: string; name: string; price: number };
  quantity: number;
  /** Oldest first, as the units were added. */
  orderItemIds: GroupedUnit[];
  /** Price × quantity, in centavos. */
  totalCents: number;
}

/** The lines of one status, in the consumer's group order. */
export interface OrderStatusGroup {
  status: OrderItemStatus;
  lines: GroupedOrderItem[];
  /** Units in the group. */
  quantity: number;
}

type GroupableUnit = Pick<OrderItem, 'id' | 'item' | 'orderItemStatus'> & { createdAt?: string };

/**
 * Groups an order's units by status (in the consumer's order of docs/orders-and-bills.md#units: CREATED,
 * SENT, CANCEL_REQUEST, CANCELED, REFUSED, ACCEPTED, PREPARING, COMPLETED), then by menu item, in the order
 * each item first appears. Empty statuses are left out.
 */
export function groupOrderItems(units: readonly GroupableUnit[]): OrderStatusGroup[] {
  const sorted = [...units].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  const groups: OrderStatusGroup[] = [];
  for (const status of consumerOrderItemStatusOrder) {
    const lines = new Map<string, GroupedOrderItem>();
    for (const unit of sorted) {
      if (unit.orderItemStatus !== status) continue;
      let line = lines.get(unit.item.id);
      if (!line) {
        line = { item: unit.item, quantity: 0, orderItemIds: [], totalCents: 0 };
        lines.set(unit.item.id, line);
      }
      line.quantity += 1;
      line.orderItemIds.push({ id: unit.id, status });
      line.totalCents += reaisToCents(unit.item.price);
    }
    if (lines.size === 0) continue;
    const list = [...lines.values()];
    groups.push({ status, lines: list, quantity: list.reduce((sum, line) => sum + line.quantity, 0) });
  }
  return groups;
}
