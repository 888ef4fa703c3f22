import type { Order } from '@suavez/shared/contracts/order.contract';
import { DEFAULT_SERVICE_FEE_PERCENT } from '@suavez/shared/domain/bill';
import {
  canMerchantRequestPayment,
  canTransitionOrder,
  findOrderEventToStatus,
  MERCHANT_REQUEST_PAYMENT_BLOCKED_MESSAGE,
} from '@suavez/shared/domain/order-machine';
import { type OrderStatus, orderStatusLabels } from '@suavez/shared/domain/order-status';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { getOrder } from './get-order.service';
import { compareAndSetOrderStatus } from './order.repository';
import { lockOrderOfQueue } from './order-access';
import { deleteCreatedItemsOfOrder, listOrderItems } from './order-item.repository';
import { NOT_SEATED_MESSAGE } from './order-messages';

/**
 * `PATCH /order/status/update`: the merchant moves an order of its seated table: OPEN → PAYMENT_REQUESTED
 * ('Finalizar pedido': fee the consumer's or 12 %, refused while units wait for the kitchen, cart units
 * dropped), PAYMENT_REQUESTED → CLOSED ('Fechar pedido') or → OPEN ('Reabrir pedido'). Compare-and-set.
 */
export async function updateOrderStatus(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  orderId: string;
  queueId: string;
  target: Extract<OrderStatus, 'PAYMENT_REQUESTED' | 'CLOSED' | 'OPEN'>;
  /** Who moved it, recorded with the change (docs/audit.md). */
  actor: AuditActor;
}): Promise<Order> {
  const now = options.clock.now();
  await options.db.transaction(async (tx) => {
    const { order, entry } = await lockOrderOfQueue(
      tx,
      options,
      (locked) => locked.entry.merchantId === options.merchantId,
    );
    if (entry.status !== 'CHECK_IN') throw new AppError('INVALID_TRANSITION', NOT_SEATED_MESSAGE);
    const event = findOrderEventToStatus(order.status, options.target);
    if (!event || !canTransitionOrder(order.status, event, 'merchant')) {
      throw new AppError(
        'INVALID_TRANSITION',
        `Não é possível passar o pedido de ${orderStatusLabels[order.status]} para ${orderStatusLabels[options.target]}.`,
      );
    }
    let serviceFeePercent: number | undefined;
    if (event === 'requestPayment') {
      const units = await listOrderItems(tx, [order]);
      if (!canMerchantRequestPayment(units.map((unit) => unit.status))) {
        throw new AppError('INVALID_TRANSITION', MERCHANT_REQUEST_PAYMENT_BLOCKED_MESSAGE);
      }
      await deleteCreatedItemsOfOrder(tx, order);
      serviceFeePercent = order.serviceFeePercent ?? DEFAULT_SERVICE_FEE_PERCENT;
    }
    const updated = await compareAndSetOrderStatus(tx, {
      id: order.id,
      merchantId: order.merchantId,
      expected: order.status,
      next: options.target,
      ...(serviceFeePercent === undefined ? {} : { serviceFeePercent }),
      at: now,
    });
    if (!updated) throw new AppError('INVALID_TRANSITION');
    await recordAudit(tx, options.actor, now, {
      action: 'order.status',
      targetKind: 'order',
      targetId: order.id,
      queueEntryId: entry.id,
      before: order.status,
      after: options.target,
    });
  });
  return getOrder({ db: options.db, orderId: options.orderId });
}
