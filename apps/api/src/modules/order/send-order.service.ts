import type { Order } from '@suavez/shared/contracts/order.contract';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { getOrder } from './get-order.service';
import { assertOrderEditable, isOrderOf, lockOrderWithEntry } from './order-access';
import { sendCreatedItems } from './order-item.repository';
import { EMPTY_CART_MESSAGE } from './order-messages';

/** `POST /order/sent`: the consumer sends its whole cart (every CREATED unit → SENT, one statement). */
export async function sendOrder(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  orderId: string;
}): Promise<Order> {
  const now = options.clock.now();
  await options.db.transaction(async (tx) => {
    const locked = await lockOrderWithEntry(tx, options.orderId, 'share', isOrderOf(options.consumerId));
    assertOrderEditable(locked);
    const sent = await sendCreatedItems(tx, locked.order, now);
    if (sent === 0) throw new AppError('INVALID_TRANSITION', EMPTY_CART_MESSAGE);
  });
  return getOrder({ db: options.db, orderId: options.orderId });
}
