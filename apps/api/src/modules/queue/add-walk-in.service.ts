import { normalizePhone } from '@suavez/shared/domain/phone';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findUniqueViolation } from '#api/lib/unique-violation';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { findMerchantOpenState } from '#api/modules/merchant/merchant-open-state.service';
import { appendQueueHistory, insertQueueEntry, type QueueEntryRow } from './queue.repository';
import { insertWalkInConsumer } from './walk-in.repository';

/**
 * The host adds the party standing at the door (docs/queue.md#walk-ins): a consumer of its own (no device's
 * session) and an `IN_QUEUE` entry, even while the store is closed to online joins, with its history row and
 * the audit row naming who added it, in one transaction. From then on it is called, seated and removed like
 * any other entry. A phone already in this restaurant's active queue answers 409 (PHONE_IN_QUEUE), adding
 * nothing.
 */
export async function addWalkIn(options: {
  db: Db;
  clock: Clock;
  actor: AuditActor;
  name: string;
  slot: number;
  /** Digits or masked; absent when the party gave none. */
  phone?: string | undefined;
}): Promise<QueueEntryRow> {
  const now = options.clock.now();
  const merchant = await findMerchantOpenState({
    db: options.db,
    clock: options.clock,
    merchantId: options.actor.merchantId,
  });
  if (!merchant) throw new AppError('NOT_FOUND', 'Restaurante não encontrado.');
  const phone = options.phone === undefined ? null : normalizePhone(options.phone);
  try {
    return await options.db.transaction(async (tx) => {
      const consumer = await insertWalkInConsumer(tx, { name: options.name, phone, at: now });
      const entry = await insertQueueEntry(tx, {
        merchantId: merchant.merchantId,
        consumerId: consumer.id,
        slot: options.slot,
        tableLabel: null,
        status: 'IN_QUEUE',
        at: now,
      });
      await appendQueueHistory(tx, {
        merchantId: merchant.merchantId,
        queueEntryId: entry.id,
        status: 'IN_QUEUE',
        reason: null,
        at: now,
      });
      await recordAudit(tx, options.actor, now, {
        action: 'queue.add',
        targetKind: 'queue_entry',
        targetId: entry.id,
        queueEntryId: entry.id,
        after: 'IN_QUEUE',
        detail: { slot: options.slot },
      });
      return entry;
    });
  } catch (error) {
    if (findUniqueViolation(error) === 'queue_entries_one_active_per_phone')
      throw new AppError('PHONE_IN_QUEUE');
    throw error;
  }
}
