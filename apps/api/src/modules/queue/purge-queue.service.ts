import { canTransitionQueue } from '@suavez/shared/domain/queue-machine';
import { activeQueueStatuses, type QueueStatus } from '@suavez/shared/domain/queue-status';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import type { AuditActor } from '#api/modules/audit/audit';
import { lockMerchantLine } from './queue-line-lock.repository';
import { lockMerchantEntriesInStatuses } from './queue-merchant.repository';
import { transitionQueueEntry } from './transition-queue-entry.service';

/** The statuses a purge empties: every active status the table lets a purge leave (all but CHECK_IN). */
export const purgeableQueueStatuses: readonly QueueStatus[] = activeQueueStatuses.filter((status) =>
  canTransitionQueue(status, 'purge', 'merchant'),
);

/**
 * Empties a merchant's queue (the close dialog's 'Remover todos os consumidores da fila'): every active
 * entry but CHECK_IN becomes CANCELLED_BY_MERCHANT with the reason, each one a transition with its
 * history row, all in one transaction. Seated consumers stay. An entry whose deadline had already passed
 * keeps its expired status instead. Answers how many entries were removed.
 */
export async function purgeQueue(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  reason: string;
  /** Who emptied the queue: one audit row per entry removed (docs/audit.md). */
  actor: AuditActor;
}): Promise<number> {
  return options.db.transaction(async (tx) => {
    // The line lock before the entries' row locks, as every change of the line takes them.
    await lockMerchantLine(tx, options.merchantId);
    const ids = await lockMerchantEntriesInStatuses(tx, options.merchantId, purgeableQueueStatuses);
    let purged = 0;
    for (const queueEntryId of ids) {
      try {
        await transitionQueueEntry({
          db: tx,
          clock: options.clock,
          queueEntryId,
          merchantId: options.merchantId,
          event: 'purge',
          actor: 'merchant',
          reason: options.reason,
          audit: { actor: options.actor, action: 'queue.purge', detail: { reason: options.reason } },
        });
        purged += 1;
      } catch (error) {
        // Only an entry that expired just now is refused (its expiry is kept); anything else aborts.
        if (!(error instanceof AppError && error.code === 'INVALID_TRANSITION')) throw error;
      }
    }
    return purged;
  });
}
