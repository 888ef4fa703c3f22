import type { HostSignals } from '@suavez/shared/contracts/host-signals.contract';
import type { Db } from '#api/db/client';
import { listBillRequests, listCancelRequests, listWaitingEntries } from './host-signal.repository';

/**
 * `GET /queue/signals`: what waits for the merchant's host now (docs/notifications.md#host-signals), read
 * in three indexed statements without a transaction: the screens compare it with what they saw before, so
 * a row caught between two of them is only signalled one poll later.
 */
export async function listHostSignals(options: { db: Db; merchantId: string }): Promise<HostSignals> {
  const [joined, bills, cancels] = await Promise.all([
    listWaitingEntries(options.db, options.merchantId),
    listBillRequests(options.db, options.merchantId),
    listCancelRequests(options.db, options.merchantId),
  ]);
  return {
    joined: joined.map((row) => ({ queueEntryId: row.queueEntryId, at: row.at.toISOString() })),
    billRequests: bills.map((row) => ({
      orderId: row.id,
      queueEntryId: row.queueEntryId,
      at: row.at.toISOString(),
    })),
    cancelRequests: cancels.map((row) => ({
      orderItemId: row.id,
      queueEntryId: row.queueEntryId,
      at: row.at.toISOString(),
    })),
  };
}
