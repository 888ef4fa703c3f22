import {
  canTransitionQueue,
  type QueueActor,
  type QueueTransitionEvent,
  queueDeadlineAt,
  transitionQueue,
} from '@suavez/shared/domain/queue-machine';
import { queueStatusConsumerTexts, queueStatusMerchantLabels } from '@suavez/shared/domain/queue-status';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { ownedRow } from '#api/lib/owned-row';
import { type AuditActor, type AuditDetail, recordAudit } from '#api/modules/audit/audit';
import { applyDueExpiry } from './expire-queue-deadlines.service';
import {
  appendQueueHistory,
  compareAndSetQueueStatus,
  lockQueueEntry,
  lockQueueEntryByPass,
  type QueueEntryRow,
} from './queue.repository';
import { isQueueLineEvent, lockMerchantLineOfEntry } from './queue-line-lock.repository';

/** One event on one entry, by one actor. */
export interface TransitionQueueEntryOptions {
  db: Db;
  clock: Clock;
  queueEntryId: string;
  event: QueueTransitionEvent;
  actor: QueueActor;
  /** The reason shown to the consumer or the merchant (quit, refuse, remove, purge); null otherwise. */
  reason?: string | null;
  /**
   * Whether the caller may touch this entry (runs on the locked row). When given, an unknown entry and one
   * the caller may not touch both answer FORBIDDEN; the system's own transitions (purge) leave it out.
   */
  isCallers?: (entry: QueueEntryRow) => boolean;
  /**
   * The merchant whose queue this is, when the caller is one (the host, the purge): the lock then reads that
   * merchant's rows only, and another merchant's entry reads as unknown. A diner's call leaves it out.
   */
  merchantId?: string | undefined;
  /** Extra checks and writes inside the transaction, after the table allowed the event (checkout). */
  beforeUpdate?: (db: Db, entry: QueueEntryRow) => Promise<void>;
  /**
   * A person of the restaurant made this change: recorded in the audit trail in the same transaction, with
   * the status before and after (docs/audit.md). The consumer's and the system's own changes leave it out.
   */
  audit?: { actor: AuditActor; action: QueueAuditAction; detail?: AuditDetail } | undefined;
}

/** The audit codes of the queue's merchant transitions. */
export type QueueAuditAction =
  | 'queue.accept'
  | 'queue.refuse'
  | 'queue.call'
  | 'queue.remove'
  | 'queue.checkin'
  | 'queue.purge'
  | 'queue.checkout';

/** Who touches an entry: a merchant (its own queue) or a consumer (its own entry). */
export type QueueCaller = { merchantId: string } | { consumerId: string };

/** `isCallers` for an entry the caller owns: in the merchant's queue, or the consumer's own. */
export function isEntryOf(caller: QueueCaller): (entry: QueueEntryRow) => boolean {
  return 'merchantId' in caller
    ? (entry) => entry.merchantId === caller.merchantId
    : (entry) => entry.consumerId === caller.consumerId;
}

/**
 * Applies one queue event as a compare-and-set with its history row, in one transaction that locks the
 * entry. A passed deadline is applied first (a stale CALLED is already CALLED_NOT_ANSWERED), and that
 * expiry is kept even when the event is then refused. Refusals are 409 INVALID_TRANSITION.
 */
export async function transitionQueueEntry(options: TransitionQueueEntryOptions): Promise<QueueEntryRow> {
  const now = options.clock.now();
  const outcome = await options.db.transaction(async (tx) => {
    // A change to who waits in line takes the merchant's line lock first (docs/notifications.md#outbox).
    if (isQueueLineEvent(options.event)) await lockMerchantLineOfEntry(tx, options.queueEntryId);
    const found = options.merchantId
      ? await lockQueueEntry(tx, { id: options.queueEntryId, merchantId: options.merchantId })
      : await lockQueueEntryByPass(tx, options.queueEntryId);
    const locked = options.isCallers ? ownedRow(found, options.isCallers) : found;
    if (!locked) return { error: new AppError('NOT_FOUND') };
    const entry = await applyDueExpiry(tx, locked, now);
    if (!canTransitionQueue(entry.status, options.event, options.actor)) {
      // Each side reads the status in its own words (the consumer's labels differ from the host's).
      const label =
        options.actor === 'consumer'
          ? queueStatusConsumerTexts[entry.status].label
          : queueStatusMerchantLabels[entry.status];
      return {
        error: new AppError('INVALID_TRANSITION', `Esta ação não é permitida no status atual (${label}).`),
      };
    }
    await options.beforeUpdate?.(tx, entry);
    const next = transitionQueue(entry.status, options.event, options.actor);
    const reason = options.reason ?? null;
    const updated = await compareAndSetQueueStatus(tx, {
      id: entry.id,
      merchantId: entry.merchantId,
      expected: entry.status,
      next,
      reason,
      at: now,
      deadlineAt: queueDeadlineAt(next, now),
    });
    // The row is locked, so this only happens if a writer bypassed the lock: never report success then.
    if (!updated) return { error: new AppError('INVALID_TRANSITION') };
    await appendQueueHistory(tx, {
      merchantId: entry.merchantId,
      queueEntryId: entry.id,
      status: next,
      reason,
      at: now,
    });
    if (options.audit) {
      await recordAudit(tx, options.audit.actor, now, {
        action: options.audit.action,
        targetKind: 'queue_entry',
        targetId: entry.id,
        queueEntryId: entry.id,
        before: entry.status,
        after: next,
        detail: options.audit.detail ?? null,
      });
    }
    return { entry: updated };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.entry;
}
