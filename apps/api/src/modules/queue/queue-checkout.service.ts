import { isSettledOrderStatus } from '@suavez/shared/domain/order-status';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import type { AuditActor } from '#api/modules/audit/audit';
import { deleteOrders, lockOrdersOfEntry } from '#api/modules/order/order.repository';
import { listOrderItems } from '#api/modules/order/order-item.repository';
import { OPEN_ORDERS_AT_CHECKOUT_MESSAGE } from '#api/modules/order/order-messages';
import type { QueueEntryRow } from './queue.repository';
import { isEntryOf, transitionQueueEntry } from './transition-queue-entry.service';

/**
 * `POST /queue/checkout`: the merchant checks a seated table out (CHECK_IN → CHECK_OUT) when every order
 * is CLOSED or PAYMENT_COMPLETED. Orders holding nothing but cart units (or nothing) are dropped with it;
 * any other order refuses the checkout (409) and nothing changes.
 */
export async function checkoutQueueEntry(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  queueId: string;
  /** Who checked the table out (docs/audit.md). */
  actor: AuditActor;
}): Promise<QueueEntryRow> {
  return transitionQueueEntry({
    db: options.db,
    clock: options.clock,
    queueEntryId: options.queueId,
    event: 'checkout',
    actor: 'merchant',
    merchantId: options.merchantId,
    isCallers: isEntryOf({ merchantId: options.merchantId }),
    audit: { actor: options.actor, action: 'queue.checkout' },
    beforeUpdate: async (tx, entry) => {
      const entryOrders = await lockOrdersOfEntry(tx, entry);
      const units = await listOrderItems(tx, entryOrders);
      const dropped: string[] = [];
      for (const order of entryOrders) {
        if (isSettledOrderStatus(order.status)) continue;
        const isCartOnly = units.every((unit) => unit.orderId !== order.id || unit.status === 'CREATED');
        if (!isCartOnly) throw new AppError('INVALID_TRANSITION', OPEN_ORDERS_AT_CHECKOUT_MESSAGE);
        dropped.push(order.id);
      }
      await deleteOrders(tx, entry.merchantId, dropped);
    },
  });
}
