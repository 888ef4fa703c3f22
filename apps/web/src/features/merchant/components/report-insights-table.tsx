import type { QueueInsightsMetrics } from '@suavez/shared/contracts/queue-report-insights.contract';
import { Table } from 'react-bootstrap';
import { formatDuration, formatRate } from '../utils/report-insights-format';

export interface ReportInsightsTableProps {
  caption: string;
  /** The first column's header: 'Dia da semana' or 'Hora da chegada'. */
  groupHeader: string;
  rows: readonly (QueueInsightsMetrics & { label: string })[];
}

/** The indicators of each weekday or hour: the chart's numbers, readable by anyone (and any screen reader). */
export function ReportInsightsTable({ caption, groupHeader, rows }: ReportInsightsTableProps) {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe).
    <section className="table-responsive" tabIndex={0} aria-label={caption}>
      <Table size="sm" className="mb-0 small">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{groupHeader}</th>
            <th scope="col" className="text-end">
              Chegadas
            </th>
            <th scope="col" className="text-end">
              Espera média
            </th>
            <th scope="col" className="text-end">
              Espera (90%)
            </th>
            <th scope="col" className="text-end">
              Desistência
            </th>
            <th scope="col" className="text-end">
              Não compareceu
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="fw-normal">
                {row.label}
              </th>
              <td className="text-end">{row.joined}</td>
              <td className="text-end">{formatDuration(row.avgWaitSeconds)}</td>
              <td className="text-end">{formatDuration(row.p90WaitSeconds)}</td>
              <td className="text-end">{formatRate(row.walkAwayRate)}</td>
              <td className="text-end">{formatRate(row.noShowRate)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
