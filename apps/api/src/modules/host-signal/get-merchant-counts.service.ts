import type { MerchantCounts } from '@suavez/shared/contracts/merchant-counts.contract';
import type { Db } from '#api/db/client';
import { countEntries, countPreparingUnits } from './merchant-counts.repository';

/**
 * `GET /queue/counts`: the top bar's numbers (docs/screens.md#top-bar), three indexed counts read without a
 * transaction: a number one change behind is corrected by the next live event or poll.
 */
export async function getMerchantCounts(options: { db: Db; merchantId: string }): Promise<MerchantCounts> {
  const [waiting, seatedTables, pendingItems] = await Promise.all([
    // Everyone the host still has to seat: a diner who was called, or is on the way, is still in line.
    countEntries(options.db, options.merchantId, [
      'WAITING_CONFIRMATION',
      'IN_QUEUE',
      'CALLED',
      'ACCEPTED_RESTAURANT_CALL',
    ]),
    countEntries(options.db, options.merchantId, ['CHECK_IN']),
    countPreparingUnits(options.db, options.merchantId),
  ]);
  return { waiting, seatedTables, pendingItems };
}
