import type { QueuePreview } from '@suavez/shared/contracts/queue-preview.contract';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findQueuePreviewRow } from './queue-preview.repository';
import { findWaitEstimate } from './wait-estimate.service';

/** What `GET /queue/preview` answers for an unknown merchant (as `POST /queue` does). */
export const PREVIEW_MERCHANT_NOT_FOUND_MESSAGE = 'Restaurante não encontrado.';

/**
 * What a party of `slot` about to join should expect (docs/wait-estimates.md#preview): the parties waiting
 * now, all of whom would be ahead of it, and the wait the merchant's history gives for that queue now. The
 * estimate is the waiting consumers' own (wait-estimate.service, cached per merchant), asked with every
 * waiting party ahead.
 */
export async function getQueuePreview(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  slot: number;
}): Promise<QueuePreview> {
  const row = await findQueuePreviewRow(options.db, options.merchantId, options.slot, options.clock.now());
  if (!row) throw new AppError('NOT_FOUND', PREVIEW_MERCHANT_NOT_FOUND_MESSAGE);
  const waitEstimate = await findWaitEstimate({
    db: options.db,
    clock: options.clock,
    merchantId: options.merchantId,
    timeZone: row.timeZone,
    slot: options.slot,
    ahead: row.rivals,
  });
  return { waiting: row.waiting, waitEstimate };
}
