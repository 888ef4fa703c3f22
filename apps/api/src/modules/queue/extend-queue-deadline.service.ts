import {
  extendedDeadlineAt,
  findDeadlineExtensionRefusal,
} from '@suavez/shared/domain/queue-deadline-extension';
import { queueDeadlineAt } from '@suavez/shared/domain/queue-machine';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { ownedRow } from '#api/lib/owned-row';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { applyDueExpiry } from './expire-queue-deadlines.service';
import { lockQueueEntry, type QueueEntryRow } from './queue.repository';
import { compareAndSetQueueDeadline } from './queue-deadline.repository';
import { isEntryOf } from './transition-queue-entry.service';

/** An entry whose deadline was just moved. */
export type ExtendedQueueEntry = QueueEntryRow & { deadlineAt: Date };

/**
 * '+5 min' (`POST /queue/extend`, docs/notifications.md#more-time): the merchant gives its own CALLED or
 * ACCEPTED_RESTAURANT_CALL entry 5 more minutes, counted from the current deadline, at most twice per entry.
 * One transaction that locks the entry: a deadline already passed is applied first (and kept), then the
 * deadline moves by compare-and-set on the status and the count of extensions, so two tabs racing for the
 * last extension get one success and one 409. The status, `lastStatusAt` and the history stay: the call is
 * the same call; the entry's update is the live event that refreshes the consumer's countdown and the
 * host's screens, and `deadlineExtensions` is what reports read. Another merchant's entry, like an unknown
 * one, is FORBIDDEN.
 */
export async function extendQueueDeadline(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  queueEntryId: string;
  /** Who gave the time, recorded in the same transaction (docs/audit.md). */
  actor: AuditActor;
}): Promise<ExtendedQueueEntry> {
  const now = options.clock.now();
  const outcome = await options.db.transaction(async (tx) => {
    const locked = ownedRow(
      await lockQueueEntry(tx, { id: options.queueEntryId, merchantId: options.merchantId }),
      isEntryOf({ merchantId: options.merchantId }),
    );
    const entry = await applyDueExpiry(tx, locked, now);
    const refusal = findDeadlineExtensionRefusal(entry.status, entry.deadlineExtensions);
    if (refusal) return { error: new AppError('INVALID_TRANSITION', refusal) };
    const deadlineAt = entry.deadlineAt ?? queueDeadlineAt(entry.status, entry.lastStatusAt);
    if (!deadlineAt) return { error: new AppError('INVALID_TRANSITION') };
    const next = extendedDeadlineAt(deadlineAt);
    const updated = await compareAndSetQueueDeadline(tx, {
      id: entry.id,
      merchantId: entry.merchantId,
      status: entry.status,
      extensions: entry.deadlineExtensions,
      deadlineAt: next,
    });
    // The row is locked, so this only happens if a writer bypassed the lock: never report success then.
    if (!updated) return { error: new AppError('INVALID_TRANSITION') };
    await recordAudit(tx, options.actor, now, {
      action: 'queue.extend',
      targetKind: 'queue_entry',
      targetId: entry.id,
      queueEntryId: entry.id,
      before: entry.status,
      after: updated.status,
      detail: { extensions: updated.deadlineExtensions },
    });
    return { entry: { ...updated, deadlineAt: next } };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.entry;
}
