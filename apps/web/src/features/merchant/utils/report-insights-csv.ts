import type {
  QueueInsightsMetrics,
  QueueReportInsights,
} from '@suavez/shared/contracts/queue-report-insights.contract';
import { hourLabel, weekdayLabel } from './report-insights-format';

/** Byte order mark: without it Excel reads the file as Windows-1252 and garbles every accent. */
const BOM = '\uFEFF';
/** Excel in pt-BR splits columns on ';' (',' is the decimal separator there). */
const SEPARATOR = ';';

type Cell = string | number | null;

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

function cell(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? decimal.format(value) : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (...cells: Cell[]) => cells.map(cell).join(SEPARATOR);
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

function groupCells(metrics: QueueInsightsMetrics): Cell[] {
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
 * The report as a CSV Excel in pt-BR opens as is: BOM, ';' between columns, decimal commas, CRLF. The
 * period, the counts by status (when given), the indicators, then one row per weekday and per hour.
 */
export function buildReportInsightsCsv(options: {
  period: string;
  counts?: readonly { label: string; total: number }[];
  insights: QueueReportInsights;
}): string {
  const { insights } = options;
  const { overall, tables } = insights;
  const lines = [line('Relatório SuaVez', options.period), line('Fuso horário', insights.timeZone), ''];
  if (options.counts) {
    lines.push(line('Status', 'Total'), ...options.counts.map((row) => line(row.label, row.total)), '');
  }
  lines.push(
    line('Indicador', 'Valor'),
    line('Clientes que entraram na fila', overall.joined),
    line('Clientes chamados', overall.called),
    line('Espera média até a chamada (min)', minutes(overall.avgWaitSeconds)),
    line('Espera p90 até a chamada (min)', minutes(overall.p90WaitSeconds)),
    line('Desistências antes da chamada', overall.walkAways),
    line('Taxa de desistência (%)', percent(overall.walkAwayRate)),
    line('Não comparecimentos', overall.noShows),
    line('Taxa de não comparecimento (%)', percent(overall.noShowRate)),
    line('Mesas com checkout', tables.tables),
    line('Tempo médio de mesa (min)', minutes(tables.avgTableSeconds)),
    line('Tempo de mesa p90 (min)', minutes(tables.p90TableSeconds)),
    line('Mesas com conta', tables.billedTables),
    line('Pessoas nessas mesas', tables.billedPeople),
    line('Total das contas (R$)', tables.billTotal),
    line('Conta média por mesa (R$)', tables.avgBillPerTable),
    line('Conta média por pessoa (R$)', tables.avgBillPerPerson),
    '',
    line('Dia da semana', ...groupHeader),
    ...insights.byWeekday.map((row) => line(weekdayLabel(row.weekday), ...groupCells(row))),
    '',
    line('Hora da chegada', ...groupHeader),
    ...insights.byHour.map((row) => line(hourLabel(row.hour), ...groupCells(row))),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
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
