import type { Order } from '@suavez/shared/contracts/order.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findQueueEntry } from '../queue/queue.repository';
import { QUEUE_NOT_FOUND_MESSAGE } from './order-messages';
import { loadOrderViews } from './order-view';

/** `GET /order/queue?queueId`: every order of one of the merchant's tables (403 for another's). */
export async function listQueueOrders(options: {
  db: Db;
  merchantId: string;
  queueId: string;
}): Promise<Order[]> {
  const entry = await findQueueEntry(options.db, options.queueId);
  if (!entry) throw new AppError('NOT_FOUND', QUEUE_NOT_FOUND_MESSAGE);
  if (entry.merchantId !== options.merchantId) throw new AppError('FORBIDDEN');
  return loadOrderViews(options.db, { queueEntryId: entry.id });
}
