import type { HallEntry } from '@suavez/shared/contracts/order.contract';
import type { Db } from '#api/db/client';
import { loadStaffActions } from '#api/modules/audit/audit';
import { listHallRows } from './hall.repository';

/** The hall, and what the answer cache needs to keep it (docs/architecture.md#answer-cache). */
export interface Hall {
  tables: HallEntry[];
  /** The seated owners: their names show on the tiles. */
  consumerIds: string[];
}

/**
 * `GET /queue/hall`: the merchant's seated tables with what waits for it, in the hall's order, and what a
 * tile shows at a glance: the table's label, whether the bill was asked for, how long the oldest pending
 * and the oldest accepted unit have waited (docs/orders-and-bills.md#hall).
 */
export async function listHall(options: { db: Db; merchantId: string }): Promise<Hall> {
  const rows = await listHallRows(options.db, options.merchantId);
  // Who called and seated each table, and who refused its latest unit (docs/audit.md).
  const staffActions = await loadStaffActions(
    options.db,
    options.merchantId,
    rows.map((row) => row.id),
  );
  const tables = rows.map((row) => ({
    queue: { id: row.id, slot: row.slot, consumer: { name: row.consumerName }, table: row.tableLabel },
    pendingSentItems: row.pendingSentItems,
    pendingCancelRequestedItems: row.pendingCancelRequestedItems,
    firstItem: row.firstItem?.toISOString() ?? null,
    oldestAcceptedAt: row.oldestAcceptedAt?.toISOString() ?? null,
    billRequested: row.billRequestedAt !== null,
    billRequestedAt: row.billRequestedAt?.toISOString() ?? null,
    pixReported: row.pixReported,
    paid: row.paid,
    staffActions: staffActions.get(row.id) ?? [],
  }));
  return { tables, consumerIds: rows.map((row) => row.consumerId) };
}
