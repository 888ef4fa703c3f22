import type { Order, OrderAnswer } from '@suavez/shared/contracts/order.contract';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { AnswerTag } from '#api/modules/live/answer-cache';
import { ORDER_NOT_FOUND_MESSAGE } from './order-messages';
import { toOrderView } from './order-view';
import { findOrderView } from './order-view.repository';

/**
 * `GET /order?orderId`: one order with its units, and what the answer was read from (the merchant, the
 * order's owner), which tags it in the answer cache. Whoever knows the id reads the summary (the checkout
 * page); only the order's own consumer (`viewerConsumerId`) also reads its `queueId`, the table's guest pass,
 * and `consumerId` (docs/security.md).
 */
export async function getOrderAnswer(options: {
  db: Db;
  orderId: string;
  viewerConsumerId: string | undefined;
}): Promise<{ order: OrderAnswer; tags: [AnswerTag, AnswerTag] }> {
  const found = await findOrderView(options.db, options.orderId);
  if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  const { queueId, consumerId, ...summary } = toOrderView(found.order, found.units);
  return {
    order: consumerId === options.viewerConsumerId ? { queueId, consumerId, ...summary } : summary,
    tags: [`merchant:${found.merchantId}`, `consumer:${found.order.consumerId}`],
  };
}

/** One order with its units, as a command answers it to its consumer after changing it. */
export async function getOrder(options: { db: Db; orderId: string }): Promise<Order> {
  const found = await findOrderView(options.db, options.orderId);
  if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  return toOrderView(found.order, found.units);
}
