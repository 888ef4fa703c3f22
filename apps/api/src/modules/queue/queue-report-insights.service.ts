import {
  type BookingInsights,
  type BookingInsightsMetrics,
  insightsWeekdays,
  type QueueInsightsMetrics,
  type QueueReportInsights,
} from '@suavez/shared/contracts/queue-report-insights.contract';
import { centsToReais, DEFAULT_SERVICE_FEE_PERCENT } from '@suavez/shared/domain/bill';
import { parseBrDate } from '@suavez/shared/domain/date-format';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import {
  aggregateBookingInsights,
  type BookingAggregateRow,
} from '#api/modules/bookings/booking-report.repository';
import { lapseUnpaidDeposits } from '#api/modules/bookings/bookings.repository';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import {
  aggregateReportInsights,
  type InsightsAggregateRow,
  sumReceivedPayments,
} from './queue-report-insights.repository';
import { resolveReportRange } from './queue-report-range';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const emptyMetrics: QueueInsightsMetrics = {
  joined: 0,
  called: 0,
  walkAways: 0,
  noShows: 0,
  walkAwayRate: null,
  noShowRate: null,
  avgWaitSeconds: null,
  p90WaitSeconds: null,
};

function share(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

function toMetrics(row: InsightsAggregateRow | undefined): QueueInsightsMetrics {
  if (!row) return emptyMetrics;
  return {
    joined: row.joined,
    called: row.called,
    walkAways: row.walkAways,
    noShows: row.noShows,
    walkAwayRate: share(row.walkAways, row.joined),
    noShowRate: share(row.noShows, row.called),
    avgWaitSeconds: row.avgWaitSeconds,
    p90WaitSeconds: row.p90WaitSeconds,
  };
}

const emptyBookings: BookingInsightsMetrics = {
  made: 0,
  byPhone: 0,
  honoured: 0,
  noShows: 0,
  canceled: 0,
  open: 0,
  covers: 0,
  noShowRate: null,
};

function toBookingMetrics(row: BookingAggregateRow | undefined): BookingInsightsMetrics {
  if (!row) return emptyBookings;
  const { weekday: _weekday, hour: _hour, ...counts } = row;
  return { ...counts, noShowRate: share(row.noShows, row.honoured + row.noShows) };
}

/** A report's 'dd/mm/yyyy' (already checked by the range) as the bookings keep their day, 'yyyy-mm-dd'. */
function isoDate(brDate: string): string {
  const date = parseBrDate(brDate);
  if (!date) throw new Error(`unchecked report date ${brDate}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The bookings for the report's days (docs/reports.md#bookings), every weekday and hour answered. */
async function getBookingInsights(
  db: Db,
  filter: { merchantId: string; startDate: string; endDate: string },
): Promise<BookingInsights> {
  const rows = await aggregateBookingInsights(db, {
    merchantId: filter.merchantId,
    firstDate: isoDate(filter.startDate),
    lastDate: isoDate(filter.endDate),
  });
  const byWeekday = new Map(rows.filter((row) => row.weekday !== null).map((row) => [row.weekday, row]));
  const byHour = new Map(rows.filter((row) => row.hour !== null).map((row) => [row.hour, row]));
  return {
    overall: toBookingMetrics(rows.find((row) => row.weekday === null && row.hour === null)),
    byWeekday: insightsWeekdays.map((weekday) => ({ weekday, ...toBookingMetrics(byWeekday.get(weekday)) })),
    byHour: HOURS.map((hour) => ({ hour, ...toBookingMetrics(byHour.get(hour)) })),
  };
}

function toReais(cents: number | null): number | null {
  return cents === null ? null : centsToReais(cents);
}

/**
 * The report's indicators (docs/reports.md) for the same range and entries as
 * `GET /queue/report`: waits, walk-aways and no-shows, overall and by weekday and hour of the merchant's
 * zone, plus table time and bills. Every weekday and hour is answered, zeros included, so a chart never
 * has to guess a missing bar.
 */
export async function getQueueReportInsights(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  startDate: string;
  endDate: string;
}): Promise<QueueReportInsights> {
  const { merchant, from, to } = await resolveReportRange(options);
  // A call whose time ran out is a no-show now, even before the sweeper passes (as in the counts).
  await expireQueueDeadlines({ db: options.db, clock: options.clock, filter: { merchantId: merchant.id } });
  const rows = await aggregateReportInsights(options.db, {
    merchantId: merchant.id,
    from,
    to,
    timeZone: merchant.timeZone,
    defaultFeePercent: DEFAULT_SERVICE_FEE_PERCENT,
  });
  const received = await sumReceivedPayments(options.db, { merchantId: merchant.id, from, to });
  // An unpaid deposit past its time is a cancelled booking now, even before the sweeper passes.
  await lapseUnpaidDeposits(options.db, options.clock.now(), { merchantId: merchant.id });
  const bookings = await getBookingInsights(options.db, {
    merchantId: merchant.id,
    startDate: options.startDate,
    endDate: options.endDate,
  });
  const overall = rows.find((row) => row.weekday === null && row.hour === null);
  const byWeekday = new Map(rows.filter((row) => row.weekday !== null).map((row) => [row.weekday, row]));
  const byHour = new Map(rows.filter((row) => row.hour !== null).map((row) => [row.hour, row]));
  return {
    timeZone: merchant.timeZone,
    overall: toMetrics(overall),
    tables: {
      tables: overall?.tables ?? 0,
      avgTableSeconds: overall?.avgTableSeconds ?? null,
      p90TableSeconds: overall?.p90TableSeconds ?? null,
      billedTables: overall?.billedTables ?? 0,
      billedPeople: overall?.billedPeople ?? 0,
      billTotal: centsToReais(overall?.billCents ?? 0),
      avgBillPerTable: toReais(overall?.avgBillPerTableCents ?? null),
      avgBillPerPerson: toReais(overall?.avgBillPerPersonCents ?? null),
      received: {
        pix: centsToReais(received.pixCents),
        other: centsToReais(received.otherCents),
        pixOrders: received.pixOrders,
        otherOrders: received.otherOrders,
      },
    },
    byWeekday: insightsWeekdays.map((weekday) => ({ weekday, ...toMetrics(byWeekday.get(weekday)) })),
    byHour: HOURS.map((hour) => ({ hour, ...toMetrics(byHour.get(hour)) })),
    bookings,
  };
}
