import type { Order } from '@suavez/shared/contracts/order.contract';
import type { PaymentMethod } from '@suavez/shared/contracts/pix.contract';
import type { Db } from '#api/db/client';
import type { PaymentConfirmedBy } from '#api/db/schema/order.schema';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import {
  lockOrdersOfEntry,
  lockQueueEntryForShare,
  type OrderRow,
} from '#api/modules/order/order.repository';
import { lockOrderOfQueue } from '#api/modules/order/order-access';
import { listOrderItems, type OrderItemRow } from '#api/modules/order/order-item.repository';
import { NOT_SEATED_MESSAGE } from '#api/modules/order/order-messages';
import { loadOrderViews } from '#api/modules/order/order-view';
import { isPayable, markOrderPaid } from './order-payment.repository';
import { computeOrderTotalCents } from './pix-bill';
import {
  ALREADY_PAID_MESSAGE,
  CANNOT_PAY_MESSAGE,
  CONFIRM_OPEN_ORDER_MESSAGE,
  NO_BILL_REQUESTED_MESSAGE,
} from './pix-messages';

/**
 * `PATCH /order/payment`: the host records that a bill was paid, and how (docs/pix.md#statuses): one
 * order, or every bill of the seated table asked for and not yet paid. Each becomes PAYMENT_COMPLETED with
 * its total as received (compare-and-set on its status, under the orders' row locks: of two hosts pressing
 * at once, one records it and the other hears 409). Answers the orders it changed.
 */
export async function confirmPayment(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  queueId: string;
  orderId?: string | undefined;
  method: PaymentMethod;
  /** Who recorded it: one audit row per order paid (docs/audit.md). */
  actor: AuditActor;
}): Promise<Order[]> {
  const now = options.clock.now();
  const paidIds = await options.db.transaction(async (tx) => {
    const isMerchants = (entryMerchantId: string) => entryMerchantId === options.merchantId;
    let targets: OrderRow[];
    if (options.orderId !== undefined) {
      const { order, entry } = await lockOrderOfQueue(
        tx,
        { orderId: options.orderId, queueId: options.queueId },
        (locked) => isMerchants(locked.entry.merchantId),
      );
      if (entry.status !== 'CHECK_IN') throw new AppError('INVALID_TRANSITION', NOT_SEATED_MESSAGE);
      assertPayable(order);
      targets = [order];
    } else {
      const entry = await lockQueueEntryForShare(tx, { id: options.queueId, merchantId: options.merchantId });
      if (!entry || !isMerchants(entry.merchantId)) throw new AppError('FORBIDDEN');
      if (entry.status !== 'CHECK_IN') throw new AppError('INVALID_TRANSITION', NOT_SEATED_MESSAGE);
      const orders = await lockOrdersOfEntry(tx, entry);
      targets = orders.filter((order) => isPayable(order.status));
      if (targets.length === 0) {
        const isPaid = orders.some((order) => order.status === 'PAYMENT_COMPLETED');
        throw new AppError('INVALID_TRANSITION', isPaid ? ALREADY_PAID_MESSAGE : NO_BILL_REQUESTED_MESSAGE);
      }
    }
    const units = await listOrderItems(tx, targets);
    for (const order of targets) {
      await payOrder(tx, order, units, { method: options.method, confirmedBy: 'merchant', paidAt: now });
    }
    await recordAudit(
      tx,
      options.actor,
      now,
      targets.map((order) => ({
        action: 'order.payment',
        targetKind: 'order',
        targetId: order.id,
        queueEntryId: options.queueId,
        before: order.status,
        after: 'PAYMENT_COMPLETED',
        detail: { method: options.method },
      })),
    );
    return targets.map((order) => order.id);
  });
  const views = await loadOrderViews(options.db, { queueEntryId: options.queueId });
  return views.filter((view) => paidIds.includes(view.id));
}

/** Refuses (409) a payment of an order that does not wait for one. */
function assertPayable(order: OrderRow): void {
  if (order.status === 'OPEN') throw new AppError('INVALID_TRANSITION', CONFIRM_OPEN_ORDER_MESSAGE);
  if (order.status === 'PAYMENT_COMPLETED') throw new AppError('INVALID_TRANSITION', ALREADY_PAID_MESSAGE);
  if (!isPayable(order.status)) throw new AppError('INVALID_TRANSITION', CANNOT_PAY_MESSAGE);
}

/**
 * Records one order's payment: its total (the shared bill, with its own fee) as received. The order must
 * still be where it was read (compare-and-set): otherwise another confirmation came first (CONFLICT).
 */
export async function payOrder(
  tx: Db,
  order: OrderRow,
  units: readonly OrderItemRow[],
  payment: { method: PaymentMethod; confirmedBy: PaymentConfirmedBy; paidAt: Date },
): Promise<void> {
  const updated = await markOrderPaid(tx, {
    id: order.id,
    merchantId: order.merchantId,
    expected: order.status,
    method: payment.method,
    paidCents: computeOrderTotalCents(order, units),
    paidAt: payment.paidAt,
    confirmedBy: payment.confirmedBy,
    at: payment.paidAt,
  });
  if (!updated) throw new AppError('INVALID_TRANSITION', ALREADY_PAID_MESSAGE);
}
