import type { QueueReportInsights } from '@suavez/shared/contracts/queue-report-insights.contract';
import type { QueueTransitionEvent } from '@suavez/shared/domain/queue-machine';
import { describe, expect, it } from 'vitest';
import { createMerchantFixture, joinQueueFixture } from '#test/fixtures';
import { callAs, useTestApp } from '#test/test-app';

// The report's numbers agree with each other (docs/reports.md): over the last 7 days, the way the screen
// opens, 'Todos os status' is the sum of its rows, the indicators' weekdays and hours add up to the whole
// period, and both calls count the same entries.

const t = useTestApp();

/** What each visit does after joining, and the status row it ends in (null: still waiting). */
const paths: readonly { events: readonly QueueTransitionEvent[]; row: string | null }[] = [
  { events: ['quit'], row: 'CANCELLED_BY_CONSUMER' },
  { events: ['accept', 'call', 'checkIn'], row: 'CHECK_IN' },
  { events: ['accept', 'call', 'checkIn', 'checkout'], row: 'CHECK_IN' },
  { events: ['accept', 'call', 'quit'], row: 'DENIED_RESTAURANT_CALL' },
  // Called and never answered: the report applies the passed deadline.
  { events: ['accept', 'call'], row: 'CALLED_NOT_ANSWERED' },
  { events: ['refuse'], row: 'CANCELLED_BY_MERCHANT' },
  { events: ['accept', 'remove'], row: 'CANCELLED_BY_MERCHANT' },
  { events: ['accept'], row: null },
  { events: [], row: null },
];

describe('the report over the last 7 days', () => {
  it('has totals that agree: rows and their sum, weekdays, hours and the whole period', async () => {
    // The token is issued late on the 10th, so it is still valid when the report is read.
    t.clock.set(new Date('2026-03-10T18:00:00Z'));
    const merchant = await createMerchantFixture(t.app);
    // Wednesday 4 to Tuesday 10 March 2026 in São Paulo (UTC-3); one visit just outside each end.
    const joins = ['2026-03-04T02:59:00Z', '2026-03-11T03:00:00Z'];
    for (let day = 0; day < 7; day += 1) {
      for (let visit = 0; visit < 3 + (day % 3); visit += 1) {
        const hour = 11 + ((day * 5 + visit * 4) % 13);
        joins.push(
          new Date(Date.UTC(2026, 2, 4, hour + 3, (visit * 17) % 60) + day * 86_400_000).toISOString(),
        );
      }
    }
    const expected = new Map<string, number>();
    let inRange = 0;
    for (const [index, at] of joins.entries()) {
      const path = paths[index % paths.length] as (typeof paths)[number];
      t.clock.set(new Date(at));
      await joinQueueFixture(t, {
        merchantId: merchant.merchantId,
        events: path.events,
        msApart: 60_000,
        reason: 'Outros',
      });
      if (index < 2) continue;
      inRange += 1;
      if (path.row) expected.set(path.row, (expected.get(path.row) ?? 0) + 1);
    }
    // Two hours after the last visit: every deadline of the week has passed.
    t.clock.set(new Date('2026-03-11T05:00:00Z'));

    const query = `id=${merchant.merchantId}&startDate=04/03/2026&endDate=10/03/2026`;
    const reportRes = await callAs(t, merchant, 'GET', `/queue/report?${query}`);
    const insightsRes = await callAs(t, merchant, 'GET', `/queue/report/insights?${query}`);
    expect(reportRes.statusCode).toBe(200);
    expect(insightsRes.statusCode).toBe(200);
    const rows: { status: string; total: number }[] = reportRes.json();
    const insights: QueueReportInsights = insightsRes.json();

    expect(Object.fromEntries(rows.map((row) => [row.status, row.total]))).toEqual({
      CANCELLED_BY_CONSUMER: expected.get('CANCELLED_BY_CONSUMER') ?? 0,
      CHECK_IN: expected.get('CHECK_IN') ?? 0,
      DENIED_RESTAURANT_CALL: expected.get('DENIED_RESTAURANT_CALL') ?? 0,
      CALLED_NOT_ANSWERED: expected.get('CALLED_NOT_ANSWERED') ?? 0,
      CANCELLED_BY_MERCHANT: expected.get('CANCELLED_BY_MERCHANT') ?? 0,
    });
    const allStatuses = rows.reduce((sum, row) => sum + row.total, 0);
    const waiting = inRange - [...expected.values()].reduce((sum, n) => sum + n, 0);
    expect(waiting).toBeGreaterThan(0);

    const { overall, byWeekday, byHour } = insights;
    expect(overall.joined).toBe(inRange);
    // 'Todos os status' leaves out those still waiting.
    expect(allStatuses).toBe(overall.joined - waiting);
    for (const key of ['joined', 'called', 'walkAways', 'noShows'] as const) {
      expect(
        byWeekday.reduce((sum, row) => sum + row[key], 0),
        `${key} by weekday`,
      ).toBe(overall[key]);
      expect(
        byHour.reduce((sum, row) => sum + row[key], 0),
        `${key} by hour`,
      ).toBe(overall[key]);
    }
    // The same entries through both calls: walk-aways are the consumers who left before any call, no-shows
    // the calls nobody answered; seated tables that checked out are the indicators' tables.
    const row = (status: string) => rows.find((r) => r.status === status)?.total;
    expect(overall.walkAways).toBe(row('CANCELLED_BY_CONSUMER'));
    expect(overall.noShows).toBe(row('CALLED_NOT_ANSWERED'));
    expect(overall.called).toBe(
      (row('CHECK_IN') ?? 0) + (row('DENIED_RESTAURANT_CALL') ?? 0) + (row('CALLED_NOT_ANSWERED') ?? 0),
    );
  });
});
