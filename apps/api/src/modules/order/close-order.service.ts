import type { Order } from '@suavez/shared/contracts/order.contract';
import { canConsumerCloseOrder } from '@suavez/shared/domain/order-machine';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { getOrder } from './get-order.service';
import { compareAndSetOrderStatus } from './order.repository';
import { isOrderOf, lockOrderOfQueue } from './order-access';
import { listOrderItems } from './order-item.repository';
import { CANNOT_CLOSE_MESSAGE, NOT_SEATED_MESSAGE, ORDER_NOT_OPEN_MESSAGE } from './order-messages';

/**
 * `PATCH /order/close`: the consumer asks for the bill ('Pedir a conta') with a fee of 0..100 %: only at a
 * seated table, on its own OPEN order whose units are all REFUSED, CANCELED or COMPLETED.
 */
export async function closeOrder(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  orderId: string;
  queueId: string;
  serviceFeePercent: number;
}): Promise<Order> {
  const now = options.clock.now();
  await options.db.transaction(async (tx) => {
    const { order, entry } = await lockOrderOfQueue(tx, options, isOrderOf(options.consumerId));
    const units = await listOrderItems(tx, [order]);
    const input = {
      queueStatus: entry.status,
      orderStatus: order.status,
      itemStatuses: units.map((unit) => unit.status),
    };
    if (!canConsumerCloseOrder(input)) {
      const message =
        entry.status !== 'CHECK_IN'
          ? NOT_SEATED_MESSAGE
          : order.status !== 'OPEN'
            ? ORDER_NOT_OPEN_MESSAGE
            : CANNOT_CLOSE_MESSAGE;
      throw new AppError('INVALID_TRANSITION', message);
    }
    const updated = await compareAndSetOrderStatus(tx, {
      id: order.id,
      merchantId: order.merchantId,
      expected: 'OPEN',
      next: 'PAYMENT_REQUESTED',
      serviceFeePercent: options.serviceFeePercent,
      at: now,
    });
    if (!updated) throw new AppError('INVALID_TRANSITION', ORDER_NOT_OPEN_MESSAGE);
  });
  return getOrder({ db: options.db, orderId: options.orderId });
}
