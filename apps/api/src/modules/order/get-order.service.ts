import type { Order } from '@suavez/shared/contracts/order.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ORDER_NOT_FOUND_MESSAGE } from './order-messages';
import { toOrderView } from './order-view';
import { findOrderView } from './order-view.repository';

/** `GET /order?orderId`: one order with its units (public: whoever knows the id reads the summary). */
export async function getOrder(options: { db: Db; orderId: string }): Promise<Order> {
  const found = await findOrderView(options.db, options.orderId);
  if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  return toOrderView(found.order, found.units);
}
