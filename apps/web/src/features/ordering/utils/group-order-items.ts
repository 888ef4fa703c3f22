import type { OrderItem, OrderItemOption } from '@suavez/shared/contracts/order.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { consumerOrderItemStatusOrder, type OrderItemStatus } from '@suavez/shared/domain/order-item-status';

/** One unit of a grouped line: its id and status (docs/orders-and-bills.md#units). */
export interface GroupedUnit {
  id: string;
  status: OrderItemStatus;
}

/**
 * Units of the same menu item, with the same options and note, in the same status: one line with a quantity
 * (a 'Picanha (Ao ponto)' and a 'Picanha (Mal passada)' are two lines).
 */
export interface GroupedOrderItem {
  /** What tells lines apart: item, options, note (and the refusal's reason). */
  key: string;
  item: { id: string; name: string; price: number };
  /** The options each unit of the line keeps (copies), in the menu's order. */
  options: readonly OrderItemOption[];
  /** The note each unit of the line keeps ('sem cebola'); null when none. */
  note: string | null;
  /** Why the restaurant refused these units, when it said; null otherwise. */
  refusalReason: string | null;
  /** One unit's price (the item's plus its options'), in centavos. */
  unitCents: number;
  quantity: number;
  /** Oldest first, as the units were added. */
  orderItemIds: GroupedUnit[];
  /** The units' prices summed, in centavos. */
  totalCents: number;
}

/** The lines of one status, in the consumer's group order. */
export interface OrderStatusGroup {
  status: OrderItemStatus;
  lines: GroupedOrderItem[];
  /** Units in the group. */
  quantity: number;
}

type GroupableUnit = Pick<OrderItem, 'id' | 'item' | 'orderItemStatus' | 'price'> &
  Partial<Pick<OrderItem, 'options' | 'note' | 'refusalReason'>> & { createdAt?: string };

/** The options of a line as one text: 'Ao ponto, Bacon'; empty when none. */
export function describeOptions(options: readonly Pick<OrderItemOption, 'name'>[]): string {
  return options.map((option) => option.name).join(', ');
}

/**
 * Groups an order's units by status (in the consumer's order of docs/orders-and-bills.md#units: CREATED,
 * SENT, CANCEL_REQUEST, CANCELED, REFUSED, ACCEPTED, PREPARING, COMPLETED), then by menu item with the same
 * options and note, in the order each first appears; each unit counts at its own `price`. Empty statuses
 * are left out.
 */
export function groupOrderItems(units: readonly GroupableUnit[]): OrderStatusGroup[] {
  const sorted = [...units].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  const groups: OrderStatusGroup[] = [];
  for (const status of consumerOrderItemStatusOrder) {
    const lines = new Map<string, GroupedOrderItem>();
    for (const unit of sorted) {
      if (unit.orderItemStatus !== status) continue;
      const options = unit.options ?? [];
      const note = unit.note ?? null;
      const refusalReason = unit.refusalReason ?? null;
      const key = JSON.stringify([unit.item.id, options.map((option) => option.id), note, refusalReason]);
      const unitCents = reaisToCents(unit.price);
      let line = lines.get(key);
      if (!line) {
        line = {
          key,
          item: unit.item,
          options,
          note,
          refusalReason,
          unitCents,
          quantity: 0,
          orderItemIds: [],
          totalCents: 0,
        };
        lines.set(key, line);
      }
      line.quantity += 1;
      line.orderItemIds.push({ id: unit.id, status });
      line.totalCents += unitCents;
    }
    if (lines.size === 0) continue;
    const list = [...lines.values()];
    groups.push({ status, lines: list, quantity: list.reduce((sum, line) => sum + line.quantity, 0) });
  }
  return groups;
}
