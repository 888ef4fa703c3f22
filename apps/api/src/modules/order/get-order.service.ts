import type { Order } from '@suavez/shared/contracts/order.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ORDER_NOT_FOUND_MESSAGE } from './order-messages';
import { loadOrderViews } from './order-view';

/** `GET /order?orderId`: one order with its units (public: whoever knows the id reads the summary). */
export async function getOrder(options: { db: Db; orderId: string }): Promise<Order> {
  const [order] = await loadOrderViews(options.db, { orderId: options.orderId });
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  return order;
}
