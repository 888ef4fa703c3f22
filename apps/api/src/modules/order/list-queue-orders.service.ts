import type { Order } from '@suavez/shared/contracts/order.contract';
import type { Db } from '#api/db/client';
import { ownedRow } from '#api/lib/owned-row';
import { findMerchantQueueEntry } from '#api/modules/queue/queue.repository';
import { loadOrderViews } from './order-view';

/** `GET /order/queue?queueId`: every order of one of the merchant's tables (403 for another's or unknown). */
export async function listQueueOrders(options: {
  db: Db;
  merchantId: string;
  queueId: string;
}): Promise<Order[]> {
  const entry = ownedRow(
    await findMerchantQueueEntry(options.db, { id: options.queueId, merchantId: options.merchantId }),
    (found) => found.merchantId === options.merchantId,
  );
  return loadOrderViews(options.db, { queueEntryId: entry.id });
}
