import type { BookingInsights } from '@suavez/shared/contracts/queue-report-insights.contract';
import type { Db } from '#api/db/client';
import { countBookingsInRange } from './bookings.repository';

/**
 * The report's booking counts (docs/bookings.md#reports): the restaurant's bookings starting in the range, by
 * how they ended. A lapsed unpaid deposit counts as cancelled once the sweeper wrote it.
 */
export function getBookingInsights(options: {
  db: Db;
  merchantId: string;
  from: Date;
  to: Date;
}): Promise<BookingInsights> {
  return countBookingsInRange(options.db, options);
}
