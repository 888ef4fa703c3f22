import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** How many of a merchant's entries are in one of `statuses` (queue_entries_merchant_status_idx). */
export async function countEntries(db: Db, merchantId: string, statuses: QueueStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(queueEntries)
    .where(and(eq(queueEntries.merchantId, merchantId), inArray(queueEntries.status, statuses)));
  return row?.n ?? 0;
}

/** How many units of a merchant's seated tables are being prepared, as the kitchen display lists them. */
export async function countPreparingUnits(db: Db, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(queueEntries)
    .innerJoin(orders, eq(orders.queueEntryId, queueEntries.id))
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.status, 'PREPARING')))
    .where(and(eq(queueEntries.merchantId, merchantId), eq(queueEntries.status, 'CHECK_IN')));
  return row?.n ?? 0;
}
