// @vitest-environment happy-dom
import type {
  QueueInsightsMetrics,
  QueueReportInsights,
} from '@suavez/shared/contracts/queue-report-insights.contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { ReportInsights } from './report-insights';

const empty: QueueInsightsMetrics = {
  joined: 0,
  called: 0,
  walkAways: 0,
  noShows: 0,
  walkAwayRate: null,
  noShowRate: null,
  avgWaitSeconds: null,
  p90WaitSeconds: null,
};

const insights: QueueReportInsights = {
  timeZone: 'America/Sao_Paulo',
  overall: empty,
  tables: {
    tables: 2,
    avgTableSeconds: null,
    p90TableSeconds: null,
    billedTables: 2,
    billedPeople: 3,
    billTotal: 150.4,
    avgBillPerTable: 75.2,
    avgBillPerPerson: 50.13,
    received: { pix: 120.45, other: 29.95, pixOrders: 2, otherOrders: 1 },
  },
  byWeekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...empty })),
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, ...empty })),
};

/** An indicator's value and help, by its label. */
function indicator(label: string): string {
  return screen.getByText(label).parentElement?.textContent?.replace(/\s+/g, ' ') ?? '';
}

describe("the report's indicators", () => {
  it('show what was received by Pix and by other means (rules §10)', () => {
    renderScreen(<ReportInsights insights={insights} />);
    expect(indicator('Recebido por Pix')).toContain('R$ 120,45');
    expect(indicator('Recebido por Pix')).toContain('em 2 contas');
    expect(indicator('Recebido por outros meios')).toContain('R$ 29,95');
    expect(indicator('Recebido por outros meios')).toContain('em 1 conta');
  });
});
