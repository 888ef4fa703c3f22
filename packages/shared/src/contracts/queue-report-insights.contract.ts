import { z } from 'zod';
import { queueReportQuerySchema } from './report.contract';

/**
 * `GET /queue/report/insights?id&startDate&endDate`: the same range rules as `GET /queue/report` (dates
 * 'dd/mm/yyyy', inclusive, days of the merchant's zone, at most 366 days; `id` is the session's merchant).
 */
export const queueReportInsightsQuerySchema = queueReportQuerySchema;
export type QueueReportInsightsQuery = z.infer<typeof queueReportInsightsQuerySchema>;

const count = z.number().int().nonnegative();
/** A share 0..1, or null when its denominator is zero (nothing to divide). */
const rate = z.number().min(0).max(1).nullable();
/** Whole seconds, or null when no entry had that duration. */
const seconds = z.number().int().nonnegative().nullable();

/**
 * The queue indicators of a group of entries (all of the range, one weekday or one hour). Definitions in
 * docs/reports.md: entries count by the instant they joined; a wait runs from joining to the first call.
 */
export const queueInsightsMetricsSchema = z.object({
  /** Entries that joined. */
  joined: count,
  /** Entries that were called at least once. */
  called: count,
  /** Left on their own before ever being called (CANCELLED_BY_CONSUMER, never CALLED). */
  walkAways: count,
  /** Called and then did not answer or did not come (CALLED_NOT_ANSWERED, NOT_PRESENT). */
  noShows: count,
  /** walkAways / joined. */
  walkAwayRate: rate,
  /** noShows / called. */
  noShowRate: rate,
  /** Mean of (first call − join) over called entries. */
  avgWaitSeconds: seconds,
  /** 90th percentile (continuous) of the same waits. */
  p90WaitSeconds: seconds,
});
export type QueueInsightsMetrics = z.infer<typeof queueInsightsMetricsSchema>;

/** What a table did: time seated and bills, over the range's entries that checked out. */
export const tableInsightsSchema = z.object({
  /** Entries of the range that checked out (check-in and checkout both recorded). */
  tables: count,
  /** Mean of (checkout − check-in). */
  avgTableSeconds: seconds,
  /** 90th percentile (continuous) of the same. */
  p90TableSeconds: seconds,
  /** Checked-out tables whose bill total is above zero (the ones that ordered through SuaVez). */
  billedTables: count,
  /** Party members (slot) of those tables. */
  billedPeople: count,
  /** Sum of those tables' bill totals (subtotal + service fee), in reais. */
  billTotal: z.number().nonnegative(),
  /** billTotal / billedTables, rounded to the centavo, in reais; null without billed tables. */
  avgBillPerTable: z.number().nonnegative().nullable(),
  /** billTotal / billedPeople, rounded to the centavo, in reais; null without billed tables. */
  avgBillPerPerson: z.number().nonnegative().nullable(),
  /**
   * What the host confirmed as received (orders PAYMENT_COMPLETED of the range's entries), in reais: by Pix
   * (the host's confirmation or the provider's) and by any other means; bills closed without a recorded
   * payment are in neither (docs/reports.md#payments).
   */
  received: z.object({
    pix: z.number().nonnegative(),
    other: z.number().nonnegative(),
    pixOrders: count,
    otherOrders: count,
  }),
});
export type TableInsights = z.infer<typeof tableInsightsSchema>;

/** ISO weekday: 1 = Monday .. 7 = Sunday. */
export const insightsWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The range's bookings (docs/bookings.md#reports), by their start: all made, and how they ended; `seated` is
 * the people of the bookings that arrived.
 */
export const bookingInsightsSchema = z.object({
  total: count,
  arrived: count,
  noShows: count,
  canceled: count,
  seated: count,
});
export type BookingInsights = z.infer<typeof bookingInsightsSchema>;

/** The answer: the whole range, then every weekday (Monday first) and every hour (0..23), zeros included. */
export const queueReportInsightsResponseSchema = z.object({
  /** The zone the weekdays and hours are read in (the merchant's). */
  timeZone: z.string(),
  overall: queueInsightsMetricsSchema,
  tables: tableInsightsSchema,
  byWeekday: z.array(queueInsightsMetricsSchema.extend({ weekday: z.number().int().min(1).max(7) })),
  byHour: z.array(queueInsightsMetricsSchema.extend({ hour: z.number().int().min(0).max(23) })),
  bookings: bookingInsightsSchema,
});
export type QueueReportInsights = z.infer<typeof queueReportInsightsResponseSchema>;
export type WeekdayInsights = QueueReportInsights['byWeekday'][number];
export type HourInsights = QueueReportInsights['byHour'][number];
