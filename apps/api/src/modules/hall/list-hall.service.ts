import type { HallEntry } from '@suavez/shared/contracts/order.contract';
import type { Db } from '../../db/client';
import { listHallRows } from './hall.repository';

/** `GET /queue/hall`: the merchant's seated tables with what waits for it, in the hall's order. */
export async function listHall(options: { db: Db; merchantId: string }): Promise<HallEntry[]> {
  const rows = await listHallRows(options.db, options.merchantId);
  return rows.map((row) => ({
    queue: { id: row.id, slot: row.slot, consumer: { name: row.consumerName } },
    pendingSentItems: row.pendingSentItems,
    pendingCancelRequestedItems: row.pendingCancelRequestedItems,
    firstItem: row.firstItem?.toISOString() ?? null,
  }));
}
