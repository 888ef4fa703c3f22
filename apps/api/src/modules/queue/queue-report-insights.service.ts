import {
  insightsWeekdays,
  type QueueInsightsMetrics,
  type QueueReportInsights,
} from '@suavez/shared/contracts/queue-report-insights.contract';
import { centsToReais, DEFAULT_SERVICE_FEE_PERCENT } from '@suavez/shared/domain/bill';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { getBookingInsights } from '#api/modules/bookings/booking-report.service';
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
    bookings: await getBookingInsights({ db: options.db, merchantId: merchant.id, from, to }),
  };
}
