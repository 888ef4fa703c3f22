import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import type { QueueEntrySource } from '@suavez/shared/domain/queue-entry-source';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { joinQueue } from './join-queue.service';
import type { QueueEntryRow } from './queue.repository';
import {
  findActiveEntryView,
  findEntryView,
  findLatestEntryView,
  type QueueEntryViewRow,
} from './queue-view.repository';
import type { WaitEstimate } from './wait-estimate';
import { findWaitEstimate } from './wait-estimate.service';

/** What `GET /queue?consumerId` answers when the consumer has no active entry. */
export const NO_ACTIVE_QUEUE_MESSAGE = 'Você não está em nenhuma fila no momento.';

/** What `GET /queue/last?consumerId` answers when the consumer never joined a queue. */
export const NO_QUEUE_MESSAGE = 'Você ainda não entrou em nenhuma fila.';

/**
 * The time still to wait of a party that waits, with the parties still ahead of it now (null for any
 * other status, or without enough history). The learned model is cached per merchant (wait-estimate.service).
 */
function findEntryWaitEstimate(db: Db, clock: Clock, row: QueueEntryViewRow): Promise<WaitEstimate | null> {
  if (row.rivalsAhead === null) return Promise.resolve(null);
  return findWaitEstimate({
    db,
    clock,
    merchantId: row.merchantId,
    timeZone: row.timeZone,
    slot: row.slot,
    ahead: row.rivalsAhead,
  });
}

/** An entry as the consumer sees it: history, merchant, own contact, position, wait estimate and deadline. */
async function toConsumerQueueView(
  db: Db,
  clock: Clock,
  row: QueueEntryViewRow,
): Promise<ConsumerQueueEntry> {
  const waitEstimate = await findEntryWaitEstimate(db, clock, row);
  return {
    id: row.id,
    status: row.status,
    lastStatusAt: row.lastStatusAt.toISOString(),
    joinedAt: row.joinedAt.toISOString(),
    reason: row.reason,
    slot: row.slot,
    history: row.history.map((item) => ({
      status: item.status,
      reason: item.reason,
      createdAt: item.createdAt.toISOString(),
    })),
    consumer: row.consumer,
    merchant: row.merchant,
    position: row.position,
    waitEstimate,
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
  };
}

/** An entry as the consumer sees it, read again by id with everything the view shows (one statement). */
export async function buildConsumerQueueView(
  db: Db,
  clock: Clock,
  entry: QueueEntryRow,
): Promise<ConsumerQueueEntry> {
  const row = await findEntryView(db, entry);
  if (!row) throw new AppError('NOT_FOUND');
  return toConsumerQueueView(db, clock, row);
}

/**
 * The consumer's active entry (`which: 'active'`, NOT_FOUND when none) or most recent entry of any status
 * (`'last'`). Passed deadlines of the consumer are applied first, so a stale CALLED is never shown. The
 * active read is the consumers' 5-second poll (docs/architecture.md#how-a-request-flows), so it reads first,
 * in one statement, and applies deadlines only when the entry it read has one that passed: only an active
 * entry carries a deadline and a consumer has at most one, so this is the same answer without a transaction
 * on every poll.
 */
export async function getConsumerQueue(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  which: 'active' | 'last';
}): Promise<ConsumerQueueEntry> {
  const expire = () =>
    expireQueueDeadlines({
      db: options.db,
      clock: options.clock,
      filter: { consumerId: options.consumerId },
    });
  let row: QueueEntryViewRow | undefined;
  if (options.which === 'active') {
    row = await findActiveEntryView(options.db, options.consumerId);
    if (row?.deadlineAt && row.deadlineAt.getTime() <= options.clock.now().getTime()) {
      await expire();
      row = await findActiveEntryView(options.db, options.consumerId);
    }
  } else {
    await expire();
    row = await findLatestEntryView(options.db, options.consumerId);
  }
  if (!row) {
    throw new AppError('NOT_FOUND', options.which === 'active' ? NO_ACTIVE_QUEUE_MESSAGE : NO_QUEUE_MESSAGE);
  }
  return toConsumerQueueView(options.db, options.clock, row);
}

/** `POST /queue`: joins (see `joinQueue`) and answers the new entry as the consumer sees it. */
export async function joinQueueAsConsumer(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  consumerId: string;
  slot: number;
  /** The table's QR code the consumer scanned, proposed at check-in (docs/queue.md#table-labels). */
  table?: string;
  /** Where the diner joined: the web page (default) or the WhatsApp conversation. */
  source?: QueueEntrySource;
}): Promise<ConsumerQueueEntry> {
  // A deadline that passed on the consumer's previous entry ends it before the one-active-entry check.
  await expireQueueDeadlines({
    db: options.db,
    clock: options.clock,
    filter: { consumerId: options.consumerId },
  });
  const entry = await joinQueue(options);
  return buildConsumerQueueView(options.db, options.clock, entry);
}
