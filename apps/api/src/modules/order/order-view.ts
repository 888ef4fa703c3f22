import type { Order, OrderItem } from '@suavez/shared/contracts/order.contract';
import type { OrderPayment } from '@suavez/shared/contracts/pix.contract';
import { centsToReais } from '@suavez/shared/domain/bill';
import type { Db } from '#api/db/client';
import { listOrdersWithNames, type OrderRow, type OrderWithNames } from './order.repository';
import { listOrderItems, type OrderItemRow } from './order-item.repository';

/**
 * A unit as the API answers it: prices in reais, the copied name, options and note; `price` is the unit's
 * (item plus options: docs/money.md#options).
 */
export function toOrderItemView(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    item: { id: row.itemId, name: row.name, price: centsToReais(row.priceCents) },
    price: centsToReais(row.unitPriceCents),
    options: row.options.map((option) => ({
      id: option.id,
      group: option.group,
      name: option.name,
      price: centsToReais(option.priceCents),
    })),
    note: row.note,
    orderItemStatus: row.status,
    prepared: row.prepared,
    refusalReason: row.refusalReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An order as the API answers it, with its units among `units`. */
export function toOrderView(order: OrderWithNames, units: OrderItemRow[]): Order {
  return {
    id: order.id,
    status: order.status,
    queueId: order.queueEntryId,
    consumerId: order.consumerId,
    merchantName: order.merchantName,
    consumerName: order.consumerName,
    table: order.tableLabel,
    createdAt: order.createdAt.toISOString(),
    serviceFee: order.serviceFeePercent,
    items: units.filter((unit) => unit.orderId === order.id).map(toOrderItemView),
    payment: toOrderPayment(order),
    pixReportedAt: order.pixReportedAt?.toISOString() ?? null,
  };
}

/** How an order was paid, once it was (the database's check keeps the four fields set together). */
export function toOrderPayment(order: OrderRow): OrderPayment | null {
  if (
    order.paymentMethod === null ||
    order.paidCents === null ||
    order.paidAt === null ||
    order.paymentConfirmedBy === null
  ) {
    return null;
  }
  return {
    method: order.paymentMethod,
    amount: centsToReais(order.paidCents),
    paidAt: order.paidAt.toISOString(),
    confirmedBy: order.paymentConfirmedBy,
  };
}

/** Orders (one by id, or all of an entry) as the API answers them, in two queries. */
export async function loadOrderViews(
  db: Db,
  filter: { orderId: string } | { queueEntryId: string },
): Promise<Order[]> {
  const rows = await listOrdersWithNames(db, filter);
  const units = await listOrderItems(db, rows);
  return rows.map((row) => toOrderView(row, units));
}
