import type { QueueInvite } from '@suavez/shared/contracts/order.contract';
import { isActiveQueueStatus } from '@suavez/shared/domain/queue-status';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findMerchantProfile } from '../merchant/merchant.repository';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { findQueueEntry } from './queue.repository';

/** What an unknown or finished invitation answers. */
export const INVITE_NOT_FOUND_MESSAGE = 'Convite não encontrado ou encerrado.';

/** The restaurant a share link invites to, while the table's entry is still active. */
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
  const merchant = await findMerchantProfile(options.db, entry.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', INVITE_NOT_FOUND_MESSAGE);
  return { merchant: { id: merchant.id, name: merchant.name, icon: merchant.icon } };
}
