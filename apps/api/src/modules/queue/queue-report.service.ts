import { type QueueReportRow, reportStatuses } from '@suavez/shared/contracts/report.contract';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { countMerchantEntriesByStatus } from './queue-merchant.repository';
import { resolveReportRange } from './queue-report-range';

/** Which statuses each report row counts: check-in also counts entries already checked out. */
const countedStatuses: Readonly<Record<(typeof reportStatuses)[number], readonly QueueStatus[]>> = {
  CANCELLED_BY_CONSUMER: ['CANCELLED_BY_CONSUMER'],
  CHECK_IN: ['CHECK_IN', 'CHECK_OUT'],
  DENIED_RESTAURANT_CALL: ['DENIED_RESTAURANT_CALL'],
  CALLED_NOT_ANSWERED: ['CALLED_NOT_ANSWERED'],
  CANCELLED_BY_MERCHANT: ['CANCELLED_BY_MERCHANT'],
};

/**
 * The merchant's queue report (docs/queue.md#reports): its entries that joined between `startDate` and
 * `endDate` ('dd/mm/yyyy', both included, days of the merchant's zone), counted by status. A range with the
 * start after the end, or longer than 366 days, is VALIDATION_FAILED.
 */
export async function getQueueReport(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  startDate: string;
  endDate: string;
}): Promise<QueueReportRow[]> {
  const { merchant, from, to } = await resolveReportRange(options);
  // A CALLED entry whose time ran out counts as 'Sem resposta', even before the sweeper passes.
  await expireQueueDeadlines({ db: options.db, clock: options.clock, filter: { merchantId: merchant.id } });
  const totals = await countMerchantEntriesByStatus(options.db, {
    merchantId: merchant.id,
    from,
    to,
  });
  return reportStatuses.map((status) => ({
    status,
    total: countedStatuses[status].reduce((sum, counted) => sum + (totals.get(counted) ?? 0), 0),
  }));
}
