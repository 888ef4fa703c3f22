import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { joinQueue } from './join-queue.service';
import { listQueueHistory, type QueueEntryRow } from './queue.repository';
import {
  findActiveEntryOfConsumer,
  findEntryParties,
  findLatestEntryOfConsumer,
} from './queue-consumer.repository';
import { findQueuePosition } from './queue-position.repository';

/** What `GET /queue?consumerId` answers when the diner has no active entry. */
export const NO_ACTIVE_QUEUE_MESSAGE = 'Você não está em nenhuma fila no momento.';

/** What `GET /queue/last?consumerId` answers when the diner never joined a queue. */
export const NO_QUEUE_MESSAGE = 'Você ainda não entrou em nenhuma fila.';

/** An entry as the diner sees it: history, merchant, own contact, position and deadline. */
export async function buildConsumerQueueView(db: Db, entry: QueueEntryRow): Promise<ConsumerQueueEntry> {
  const [history, parties, position] = await Promise.all([
    listQueueHistory(db, [entry.id]),
    findEntryParties(db, entry),
    findQueuePosition(db, entry),
  ]);
  if (!parties) throw new AppError('NOT_FOUND');
  return {
    id: entry.id,
    status: entry.status,
    lastStatusAt: entry.lastStatusAt.toISOString(),
    joinedAt: entry.joinedAt.toISOString(),
    reason: entry.reason,
    slot: entry.slot,
    history: history.map((row) => ({
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    consumer: parties.consumer,
    merchant: parties.merchant,
    position,
    deadlineAt: entry.deadlineAt?.toISOString() ?? null,
  };
}

/**
 * The diner's active entry (`which: 'active'`, NOT_FOUND when none) or most recent entry of any status
 * (`'last'`). Passed deadlines of the diner are applied first, so a stale CALLED is never shown.
 */
export async function getConsumerQueue(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  which: 'active' | 'last';
}): Promise<ConsumerQueueEntry> {
  await expireQueueDeadlines({
    db: options.db,
    clock: options.clock,
    filter: { consumerId: options.consumerId },
  });
  const entry =
    options.which === 'active'
      ? await findActiveEntryOfConsumer(options.db, options.consumerId)
      : await findLatestEntryOfConsumer(options.db, options.consumerId);
  if (!entry) {
    throw new AppError('NOT_FOUND', options.which === 'active' ? NO_ACTIVE_QUEUE_MESSAGE : NO_QUEUE_MESSAGE);
  }
  return buildConsumerQueueView(options.db, entry);
}

/** `POST /queue`: joins (see `joinQueue`) and answers the new entry as the diner sees it. */
export async function joinQueueAsConsumer(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  consumerId: string;
  slot: number;
}): Promise<ConsumerQueueEntry> {
  // A deadline that passed on the diner's previous entry ends it before the one-active-entry check.
  await expireQueueDeadlines({
    db: options.db,
    clock: options.clock,
    filter: { consumerId: options.consumerId },
  });
  const entry = await joinQueue(options);
  return buildConsumerQueueView(options.db, entry);
}
