import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { listOrdersOfEntry, markPixReported } from './order-payment.repository';
import { type BillTarget, resolveBillScope } from './pix-access';
import { NOTHING_TO_REPORT_MESSAGE } from './pix-messages';

/**
 * `POST /order/pix/reported`: a diner says 'Já paguei' about one bill or the table's (docs/pix.md#statuses).
 * The bills still waiting for a payment get `pix_reported_at`; the hall shows 'Pix informado' (the orders'
 * live event tells it) until the host or the provider confirms. Nothing waiting: CONFLICT.
 */
export async function reportPix(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  target: BillTarget;
}): Promise<void> {
  const { entry, order } = await resolveBillScope(options.db, options.target, {
    consumerId: options.consumerId,
  });
  const ids = order ? [order.id] : (await listOrdersOfEntry(options.db, entry)).map((each) => each.id);
  const reported = await markPixReported(options.db, entry.merchantId, ids, options.clock.now());
  if (reported.length === 0) throw new AppError('INVALID_TRANSITION', NOTHING_TO_REPORT_MESSAGE);
}
