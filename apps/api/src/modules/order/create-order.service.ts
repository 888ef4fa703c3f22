import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findOrderOfConsumer, insertOrderIfAbsent, lockQueueEntryForShareByPass } from './order.repository';
import { NOT_SEATED_MESSAGE, QUEUE_NOT_FOUND_MESSAGE } from './order-messages';

/**
 * `POST /order`: opens the consumer's order at a seated table (owner or guest who knows the queue id).
 * Idempotent: two tabs or a double tap answer the same order; the unique (entry, consumer) constraint
 * settles a race (`ON CONFLICT DO NOTHING`, then the existing row is read).
 */
export async function createOrder(options: {
  db: Db;
  clock: Clock;
  queueId: string;
  consumerId: string;
}): Promise<{ id: string; isNew: boolean }> {
  const now = options.clock.now();
  return options.db.transaction(async (tx) => {
    const entry = await lockQueueEntryForShareByPass(tx, options.queueId);
    if (!entry) throw new AppError('NOT_FOUND', QUEUE_NOT_FOUND_MESSAGE);
    if (entry.status !== 'CHECK_IN') throw new AppError('INVALID_TRANSITION', NOT_SEATED_MESSAGE);
    const inserted = await insertOrderIfAbsent(tx, {
      merchantId: entry.merchantId,
      queueEntryId: entry.id,
      consumerId: options.consumerId,
      at: now,
    });
    if (inserted) return { id: inserted.id, isNew: true };
    const existing = await findOrderOfConsumer(tx, entry, options.consumerId);
    if (!existing) throw new Error('order vanished after a conflicting insert');
    return { id: existing.id, isNew: false };
  });
}
