import type { QueueEntrySource } from '@suavez/shared/domain/queue-entry-source';
import { initialQueueStatus } from '@suavez/shared/domain/queue-machine';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findUniqueViolation } from '#api/lib/unique-violation';
import { findMerchantOpenState } from '#api/modules/merchant/merchant-open-state.service';
import {
  appendQueueHistory,
  insertQueueEntry,
  markPhoneClaimed,
  type QueueEntryRow,
} from './queue.repository';

/** The pt-BR answer when a consumer who already has an active entry tries to join again. */
export const ALREADY_IN_QUEUE_MESSAGE =
  'Você já está em uma fila. Acompanhe ou saia dela antes de entrar em outra.';

/** The pt-BR answer when the restaurant is closed. */
export const STORE_CLOSED_MESSAGE =
  'O restaurante está fechado no momento e não está recebendo clientes na fila.';

/**
 * A consumer joins a merchant's queue while it is open: IN_QUEUE when the merchant auto-accepts, else
 * WAITING_CONFIRMATION. One active entry per consumer, and one per phone at each merchant (a second device
 * that typed a known phone has a consumer of its own: docs/security.md, "A phone is not a password"), are
 * the database's partial unique indexes: a second join, however concurrent, answers 409 and leaves the
 * existing entry's place untouched. A join refused for its phone (PHONE_IN_QUEUE) is noted on the entry
 * that holds it (`phoneClaimedAt`), so the host can check who owns the number and remove a squatter.
 */
export async function joinQueue(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  consumerId: string;
  slot: number;
  /** The label of the table whose QR code the consumer scanned: kept on the entry, proposed at check-in. */
  table?: string;
  /** Where the diner joined: the web page (default) or the WhatsApp conversation. */
  source?: QueueEntrySource;
}): Promise<QueueEntryRow> {
  const now = options.clock.now();
  const merchant = await findMerchantOpenState({
    db: options.db,
    clock: options.clock,
    merchantId: options.merchantId,
  });
  if (!merchant) throw new AppError('NOT_FOUND', 'Restaurante não encontrado.');
  if (!merchant.isOpen) throw new AppError('INVALID_TRANSITION', STORE_CLOSED_MESSAGE);
  const status = initialQueueStatus(merchant.autoAcceptConsumer);
  try {
    return await options.db.transaction(async (tx) => {
      const entry = await insertQueueEntry(tx, {
        merchantId: merchant.merchantId,
        consumerId: options.consumerId,
        slot: options.slot,
        tableLabel: options.table ?? null,
        status,
        at: now,
        source: options.source ?? 'web',
      });
      await appendQueueHistory(tx, {
        merchantId: entry.merchantId,
        queueEntryId: entry.id,
        status,
        reason: null,
        at: now,
      });
      return entry;
    });
  } catch (error) {
    const violated = findUniqueViolation(error);
    if (violated === 'queue_entries_one_active_per_phone') {
      // The entry holding the phone may be a stranger's who typed this diner's number: tell the host.
      await markPhoneClaimed(options.db, {
        merchantId: merchant.merchantId,
        consumerId: options.consumerId,
        at: now,
      });
      throw new AppError('PHONE_IN_QUEUE');
    }
    if (violated !== undefined) throw new AppError('CONFLICT', ALREADY_IN_QUEUE_MESSAGE);
    throw error;
  }
}
