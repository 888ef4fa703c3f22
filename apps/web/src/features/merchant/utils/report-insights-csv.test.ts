import { describe, expect, it } from 'vitest';
import { emptyInsightsMetrics, reportInsightsFixture } from '@/test/report-fixtures';
import { buildReportInsightsCsv } from './report-insights-csv';
import { formatDuration, formatRate } from './report-insights-format';

const empty = emptyInsightsMetrics;

const insights = reportInsightsFixture({
  overall: {
    ...empty,
    joined: 8,
    called: 6,
    walkAways: 1,
    noShows: 2,
    walkAwayRate: 0.125,
    noShowRate: 1 / 3,
    avgWaitSeconds: 1114,
    p90WaitSeconds: 2040,
  },
  tables: {
    tables: 3,
    avgTableSeconds: 2200,
    p90TableSeconds: 3240,
    billedTables: 2,
    billedPeople: 6,
    billTotal: 12345.6,
    avgBillPerTable: 45.45,
    avgBillPerPerson: 15.15,
    received: { pix: 80.5, other: 19.9, pixOrders: 3, otherOrders: 1 },
  },
  byWeekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    ...(weekday === 1 ? { ...empty, joined: 8 } : empty),
  })),
});

describe('buildReportInsightsCsv', () => {
  const csv = buildReportInsightsCsv({
    period: '09/03/2026 a 10/03/2026',
    counts: [
      { label: 'Check-in; "salão"', total: 3 },
      { label: '=HYPERLINK("x")', total: 1 },
    ],
    insights,
  });
  const lines = csv.slice(1).split('\r\n');

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(csv.startsWith('\uFEFFRelatório SuaVez;09/03/2026 a 10/03/2026\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.slice(1)).not.toMatch(/[^\r]\n/);
  });

  it('writes decimal commas without grouping, empty cells for nothing, and quotes what needs it', () => {
    expect(lines).toContain('"Check-in; ""salão""";3');
    expect(lines).toContain('Espera média até a chamada (min);18,57');
    expect(lines).toContain('Taxa de não comparecimento (%);33,33');
    expect(lines).toContain('Taxa de desistência (%);12,5');
    expect(lines).toContain('Total das contas (R$);12345,6');
    expect(lines).toContain('Conta média por pessoa (R$);15,15');
    expect(lines).toContain('Recebido por Pix (R$);80,5');
    expect(lines).toContain('Recebido por outros meios (R$);19,9');
    expect(lines).toContain('Segunda;8;0;;;0;;0;');
    expect(lines).toContain('Domingo;0;0;;;0;;0;');
    expect(lines).toContain('23h;0;0;;;0;;0;');
    expect(lines.filter((row) => /^\d\dh;/.test(row))).toHaveLength(24);
  });

  it('neutralises a text that would start a formula, and never a number it computed', () => {
    expect(lines).toContain(`"'=HYPERLINK(""x"")";1`);
    expect(csv).not.toMatch(/;'/);
  });
});

describe('report formats', () => {
  it.each([
    [null, '—'],
    [45, '45 s'],
    [1114, '19 min'],
    [3600, '1 h 00 min'],
    [3929, '1 h 05 min'],
  ])('formatDuration(%j) = %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [null, '—'],
    [0, '0%'],
    [1 / 3, '33,3%'],
    [0.125, '12,5%'],
  ])('formatRate(%j) = %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
});
