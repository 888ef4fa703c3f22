import type { TableQueueEntry } from '@suavez/shared/contracts/order.contract';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { findQueueEntry, listQueueHistory } from './queue.repository';
import { findEntryParties } from './queue-consumer.repository';
import { readTableTotal } from './queue-table.service';

/** What `GET /queue?queueId` answers for an unknown entry. */
export const TABLE_QUEUE_NOT_FOUND_MESSAGE = 'Fila não encontrada.';

/**
 * Throws NOT_FOUND, as `GET /queue?queueId` answers, unless the entry exists: any consumer with a session
 * who holds the link may follow the table (its live stream).
 */
export async function assertTableQueueExists(options: { db: Db; queueId: string }): Promise<void> {
  if (!(await findQueueEntry(options.db, options.queueId))) {
    throw new AppError('NOT_FOUND', TABLE_QUEUE_NOT_FOUND_MESSAGE);
  }
}

/**
 * `GET /queue?queueId`: the table's entry as the table sees it (owner and guests who hold the link):
 * status, slot, history, merchant and the owner's name, never the phone; the table's label, and the whole
 * table's subtotal beside each consumer's own. A passed deadline is applied first, so a stale status is
 * never shown.
 */
export async function getTableQueue(options: {
  db: Db;
  clock: Clock;
  queueId: string;
}): Promise<TableQueueEntry> {
  await expireQueueDeadlines({
    db: options.db,
    clock: options.clock,
    filter: { queueEntryId: options.queueId },
  });
  const entry = await findQueueEntry(options.db, options.queueId);
  if (!entry) throw new AppError('NOT_FOUND', TABLE_QUEUE_NOT_FOUND_MESSAGE);
  const [history, parties, tableTotal] = await Promise.all([
    listQueueHistory(options.db, [entry]),
    findEntryParties(options.db, entry),
    readTableTotal(options.db, entry),
  ]);
  if (!parties) throw new AppError('NOT_FOUND', TABLE_QUEUE_NOT_FOUND_MESSAGE);
  return {
    id: entry.id,
    status: entry.status,
    slot: entry.slot,
    lastStatusAt: entry.lastStatusAt.toISOString(),
    history: history.map((row) => ({
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    merchant: { id: parties.merchant.id, name: parties.merchant.name, icon: parties.merchant.icon },
    consumer: { id: parties.consumer.id, name: parties.consumer.name },
    table: entry.tableLabel,
    tableTotal,
  };
}
