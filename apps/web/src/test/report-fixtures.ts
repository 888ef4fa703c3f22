import type {
  QueueInsightsMetrics,
  QueueReportInsights,
} from '@suavez/shared/contracts/queue-report-insights.contract';

// The report's insights (`GET /queue/report/insights`) as the API sends them, for the report's tests.

/** A period's numbers when nobody joined: no counts, no rates, no waits. */
export const emptyInsightsMetrics: QueueInsightsMetrics = {
  joined: 0,
  called: 0,
  walkAways: 0,
  noShows: 0,
  walkAwayRate: null,
  noShowRate: null,
  avgWaitSeconds: null,
  p90WaitSeconds: null,
};

/** The tables of a period when nobody sat: no tables, no bills, nothing received. */
export const emptyTableInsights: QueueReportInsights['tables'] = {
  tables: 0,
  avgTableSeconds: null,
  p90TableSeconds: null,
  billedTables: 0,
  billedPeople: 0,
  billTotal: 0,
  avgBillPerTable: null,
  avgBillPerPerson: null,
  received: { pix: 0, other: 0, pixOrders: 0, otherOrders: 0 },
};

/** A period's insights in São Paulo: empty overall, tables, weekdays and hours, but for what `values` says. */
export function reportInsightsFixture(values: Partial<QueueReportInsights> = {}): QueueReportInsights {
  return {
    timeZone: 'America/Sao_Paulo',
    overall: values.overall ?? emptyInsightsMetrics,
    tables: values.tables ?? emptyTableInsights,
    byWeekday:
      values.byWeekday ?? [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...emptyInsightsMetrics })),
    byHour: values.byHour ?? Array.from({ length: 24 }, (_, hour) => ({ hour, ...emptyInsightsMetrics })),
    bookings: values.bookings ?? { total: 0, arrived: 0, noShows: 0, canceled: 0, seated: 0 },
  };
}
