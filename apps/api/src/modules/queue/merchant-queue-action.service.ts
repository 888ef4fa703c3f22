import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import type { AuditActor } from '#api/modules/audit/audit';
import type { QueueEntryRow } from './queue.repository';
import { isEntryOf, transitionQueueEntry } from './transition-queue-entry.service';

/**
 * The merchant's buttons on one entry (docs/queue.md#state-machine): 'Chamar', 'Aceitar', 'Recusar',
 * 'Remover'.
 */
export type MerchantQueueAction = 'call' | 'accept' | 'refuse' | 'remove';

/**
 * Applies one merchant button to one entry of its own queue, as a compare-and-set with its history row.
 * Another merchant's entry, like an unknown one, is FORBIDDEN; a status the table does not allow is INVALID_TRANSITION (409),
 * changing nothing. Refuse and remove carry the reason the consumer will read.
 */
export async function runMerchantQueueAction(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  queueEntryId: string;
  action: MerchantQueueAction;
  reason?: string | null;
  /** The person pressing the button, recorded with the change (docs/audit.md). */
  actor: AuditActor;
}): Promise<QueueEntryRow> {
  const needsReason = options.action === 'refuse' || options.action === 'remove';
  const reason = needsReason ? (options.reason ?? null) : null;
  return transitionQueueEntry({
    db: options.db,
    clock: options.clock,
    queueEntryId: options.queueEntryId,
    event: options.action,
    actor: 'merchant',
    reason,
    merchantId: options.merchantId,
    isCallers: isEntryOf({ merchantId: options.merchantId }),
    audit: {
      actor: options.actor,
      action: `queue.${options.action}`,
      ...(reason === null ? {} : { detail: { reason } }),
    },
  });
}
