import type { KitchenTable } from '@suavez/shared/contracts/kitchen.contract';
import type { Db } from '#api/db/client';
import { listKitchenUnits } from './kitchen.repository';

/**
 * `GET /kitchen`: what the kitchen prepares now (docs/kitchen.md), grouped by table. Units come oldest
 * accepted first, so each table's units keep that order and the tables come in the order of their oldest
 * unit: the table that waits longest is first.
 */
export async function listKitchen(options: { db: Db; merchantId: string }): Promise<KitchenTable[]> {
  const rows = await listKitchenUnits(options.db, options.merchantId);
  const tables = new Map<string, KitchenTable>();
  for (const row of rows) {
    let table = tables.get(row.queueEntryId);
    if (!table) {
      table = { queueId: row.queueEntryId, table: row.tableLabel, owner: { name: row.ownerName }, units: [] };
      tables.set(row.queueEntryId, table);
    }
    table.units.push({
      id: row.id,
      orderId: row.orderId,
      item: { id: row.itemId, name: row.name },
      options: row.options.map((option) => ({ id: option.id, group: option.group, name: option.name })),
      note: row.note,
      consumer: { name: row.consumerName },
      acceptedAt: row.acceptedAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
    });
  }
  return [...tables.values()];
}
