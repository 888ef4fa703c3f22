import type { OrderInfoResponse } from '@suavez/shared/contracts/order.contract';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findQueueEntry } from '#api/modules/queue/queue.repository';
import { findOrderOfConsumer } from './order.repository';
import { NO_ORDER_MESSAGE } from './order-messages';

/**
 * `GET /order/info`: the consumer's order id at a table; NOT_FOUND when it has none there. An unknown table
 * answers the same (the consumer has no order at it), so the answer never tells whether a queue id exists.
 */
export async function getOrderInfo(options: {
  db: Db;
  queueId: string;
  consumerId: string;
}): Promise<OrderInfoResponse> {
  // The queue id is the consumer's pass: the entry's read finds the restaurant the order's read names.
  const entry = await findQueueEntry(options.db, options.queueId);
  const order = entry && (await findOrderOfConsumer(options.db, entry, options.consumerId));
  if (!order) throw new AppError('NOT_FOUND', NO_ORDER_MESSAGE);
  return { orderId: order.id };
}
