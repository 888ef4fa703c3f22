import type {
  QueueInsightsMetrics,
  QueueReportInsights,
} from '@suavez/shared/contracts/queue-report-insights.contract';
import { type CsvCell, formatCsv } from '@suavez/shared/domain/csv';
import { hourLabel, weekdayLabel } from './report-insights-format';

const minutes = (seconds: number | null) => (seconds === null ? null : seconds / 60);
const percent = (rate: number | null) => (rate === null ? null : rate * 100);

const groupHeader = [
  'Chegadas',
  'Chamados',
  'Espera média (min)',
  'Espera p90 (min)',
  'Desistências',
  'Taxa de desistência (%)',
  'Não comparecimentos',
  'Taxa de não comparecimento (%)',
];

function groupCells(metrics: QueueInsightsMetrics): CsvCell[] {
  return [
    metrics.joined,
    metrics.called,
    minutes(metrics.avgWaitSeconds),
    minutes(metrics.p90WaitSeconds),
    metrics.walkAways,
    percent(metrics.walkAwayRate),
    metrics.noShows,
    percent(metrics.noShowRate),
  ];
}

/**
 * The report as a CSV Excel in pt-BR opens as is (the shared writer: BOM, ';' between columns, decimal
 * commas, CRLF, formulas neutralised). The period, the counts by status (when given), the indicators, then
 * one row per weekday and per hour.
 */
export function buildReportInsightsCsv(options: {
  period: string;
  counts?: readonly { label: string; total: number }[];
  insights: QueueReportInsights;
}): string {
  const { insights } = options;
  const { overall, tables } = insights;
  const rows: CsvCell[][] = [['Relatório SuaVez', options.period], ['Fuso horário', insights.timeZone], []];
  if (options.counts) {
    rows.push(['Status', 'Total'], ...options.counts.map((row) => [row.label, row.total]), []);
  }
  rows.push(
    ['Indicador', 'Valor'],
    ['Clientes que entraram na fila', overall.joined],
    ['Clientes chamados', overall.called],
    ['Espera média até a chamada (min)', minutes(overall.avgWaitSeconds)],
    ['Espera p90 até a chamada (min)', minutes(overall.p90WaitSeconds)],
    ['Desistências antes da chamada', overall.walkAways],
    ['Taxa de desistência (%)', percent(overall.walkAwayRate)],
    ['Não comparecimentos', overall.noShows],
    ['Taxa de não comparecimento (%)', percent(overall.noShowRate)],
    ['Mesas com checkout', tables.tables],
    ['Tempo médio de mesa (min)', minutes(tables.avgTableSeconds)],
    ['Tempo de mesa p90 (min)', minutes(tables.p90TableSeconds)],
    ['Mesas com conta', tables.billedTables],
    ['Pessoas nessas mesas', tables.billedPeople],
    ['Total das contas (R$)', tables.billTotal],
    ['Conta média por mesa (R$)', tables.avgBillPerTable],
    ['Conta média por pessoa (R$)', tables.avgBillPerPerson],
    ['Recebido por Pix (R$)', tables.received.pix],
    ['Recebido por outros meios (R$)', tables.received.other],
    [],
    ['Dia da semana', ...groupHeader],
    ...insights.byWeekday.map((row) => [weekdayLabel(row.weekday), ...groupCells(row)]),
    [],
    ['Hora da chegada', ...groupHeader],
    ...insights.byHour.map((row) => [hourLabel(row.hour), ...groupCells(row)]),
  );
  return formatCsv(rows);
}

/** Hands `csv` to the browser as a download named `fileName` (nothing goes through the server). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
