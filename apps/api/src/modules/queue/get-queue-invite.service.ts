import type { QueueInvite } from '@suavez/shared/contracts/order.contract';
import { isActiveQueueStatus } from '@suavez/shared/domain/queue-status';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { findQueueEntry } from './queue.repository';
import { findEntryParties } from './queue-consumer.repository';

/** What an unknown or finished invitation answers. */
export const INVITE_NOT_FOUND_MESSAGE = 'Convite não encontrado ou encerrado.';

/** The first word of a name ('Ana Maria Souza' → 'Ana'): a friend sees whose table it is, nothing more. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

/**
 * The restaurant a share link invites to, and the owner's first name ('Mesa de Ana'), while the table's
 * entry is still active. No phone, no id: the queue id is the guest pass (docs/access.md).
 */
export async function getQueueInvite(options: {
  db: Db;
  clock: Clock;
  queueId: string;
}): Promise<QueueInvite> {
  await expireQueueDeadlines({
    db: options.db,
    clock: options.clock,
    filter: { queueEntryId: options.queueId },
  });
  const entry = await findQueueEntry(options.db, options.queueId);
  if (!entry || !isActiveQueueStatus(entry.status)) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND_MESSAGE);
  const parties = await findEntryParties(options.db, entry);
  if (!parties) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND_MESSAGE);
  const { merchant, consumer } = parties;
  return {
    merchant: { id: merchant.id, name: merchant.name, icon: merchant.icon },
    owner: { firstName: firstNameOf(consumer.name) },
  };
}
