import type { Order } from '@suavez/shared/contracts/order.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AnswerTag } from '../live/answer-cache';
import { ORDER_NOT_FOUND_MESSAGE } from './order-messages';
import { toOrderView } from './order-view';
import { findOrderView } from './order-view.repository';

/**
 * `GET /order?orderId`: one order with its units (public: whoever knows the id reads the summary), and
 * what the answer was read from (the merchant, the order's owner), which tags it in the answer cache.
 */
export async function getOrderAnswer(options: {
  db: Db;
  orderId: string;
}): Promise<{ order: Order; tags: [AnswerTag, AnswerTag] }> {
  const found = await findOrderView(options.db, options.orderId);
  if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  return {
    order: toOrderView(found.order, found.units),
    tags: [`merchant:${found.merchantId}`, `consumer:${found.order.consumerId}`],
  };
}

/** One order with its units, as a command answers it after changing it. */
export async function getOrder(options: { db: Db; orderId: string }): Promise<Order> {
  return (await getOrderAnswer(options)).order;
}
