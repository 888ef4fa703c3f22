// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { reportInsightsFixture } from '@/test/report-fixtures';
import { ReportInsights } from './report-insights';

const insights = reportInsightsFixture({
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
});

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
