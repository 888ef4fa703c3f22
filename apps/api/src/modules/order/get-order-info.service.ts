import type { OrderInfoResponse } from '@suavez/shared/contracts/order.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findQueueEntry } from '../queue/queue.repository';
import { findOrderOfConsumer } from './order.repository';
import { NO_ORDER_MESSAGE, QUEUE_NOT_FOUND_MESSAGE } from './order-messages';

/** `GET /order/info`: the diner's order id at a table; NOT_FOUND when the entry or the order is absent. */
export async function getOrderInfo(options: {
  db: Db;
  queueId: string;
  consumerId: string;
}): Promise<OrderInfoResponse> {
  const entry = await findQueueEntry(options.db, options.queueId);
  if (!entry) throw new AppError('NOT_FOUND', QUEUE_NOT_FOUND_MESSAGE);
  const order = await findOrderOfConsumer(options.db, entry.id, options.consumerId);
  if (!order) throw new AppError('NOT_FOUND', NO_ORDER_MESSAGE);
  return { orderId: order.id };
}
