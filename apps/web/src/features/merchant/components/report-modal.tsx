import {
  MAX_REPORT_RANGE_DAYS,
  type ReportStatus,
  reportStatuses,
} from '@suavez/shared/contracts/report.contract';
import { queueStatusMerchantLabels } from '@suavez/shared/domain/queue-status';
import { type FormEvent, useState } from 'react';
import { Button, Form, Modal, Spinner, Table } from 'react-bootstrap';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { type ReportRange, useQueueReportQuery } from '../api/get-queue-report.api';
import { useQueueReportInsightsQuery } from '../api/get-queue-report-insights.api';
import { merchantMessages } from '../merchant-messages';
import { DEFAULT_REPORT_DAYS, isoDateToBr, lastDaysIsoRange } from '../utils/report-dates';
import { buildReportInsightsCsv, downloadCsv } from '../utils/report-insights-csv';
import { ReportBookings } from './report-bookings';
import { ReportInsights } from './report-insights';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportModalProps {
  show: boolean;
  merchantId: string;
  timeZone: string;
  onHide: () => void;
}

/**
 * The report (docs/queue.md#reports): two dates, opening on the last 7 days (today included) already
 * fetched, then how many consumers of the period ended in each status, with '-' until fetched and the sum
 * 'Todos os status'. Dates go as 'dd/mm/yyyy', days of the merchant's
 * zone. Below the counts, the same period's indicators (docs/reports.md) and 'Exportar CSV'. Full screen on
 * phones.
 */
export function ReportModal({ show, merchantId, timeZone, onHide }: ReportModalProps) {
  // It opens on the last 7 days, already fetched; 'Buscar' fetches another period.
  const [initial] = useState(() => lastDaysIsoRange(new Date(), timeZone, DEFAULT_REPORT_DAYS));
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [range, setRange] = useState<ReportRange | null>(() => ({
    startDate: isoDateToBr(initial.start) as string,
    endDate: isoDateToBr(initial.end) as string,
  }));
  const [error, setError] = useState<string | null>(null);
  // The home keeps the dialog mounted: nothing is fetched until it is shown.
  const shownRange = show ? range : null;
  const report = useQueueReportQuery(merchantId, shownRange);
  useMerchantQueryError(report, merchantMessages.merchantLoadFailed);
  const insights = useQueueReportInsightsQuery(merchantId, shownRange);
  // Both calls share the range: when both fail, one toast says so.
  useMerchantQueryError(
    { ...insights, isError: insights.isError && !report.isError },
    merchantMessages.merchantLoadFailed,
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const startDate = isoDateToBr(start);
    const endDate = isoDateToBr(end);
    if (!startDate || !endDate) return setError('Informe as duas datas.');
    if (start > end) return setError('A data inicial deve ser anterior ou igual à data final.');
    if ((Date.parse(end) - Date.parse(start)) / DAY_MS + 1 > MAX_REPORT_RANGE_DAYS) {
      return setError(`O período do relatório pode ter no máximo ${MAX_REPORT_RANGE_DAYS} dias.`);
    }
    setError(null);
    if (range?.startDate === startDate && range.endDate === endDate) {
      void report.refetch();
      void insights.refetch();
    } else setRange({ startDate, endDate });
  }

  const totals = new Map<ReportStatus, number>(report.data?.map((row) => [row.status, row.total]));
  const hasData = report.data !== undefined && !report.isError;
  const sum = hasData ? [...totals.values()].reduce((total, value) => total + value, 0) : null;
  const canExport = hasData && insights.data !== undefined && !insights.isError && range !== null;

  function handleExport() {
    if (!canExport || !insights.data) return;
    const counts = reportStatuses.map((status) => ({
      label: queueStatusMerchantLabels[status],
      total: totals.get(status) ?? 0,
    }));
    counts.push({ label: 'Todos os status', total: sum ?? 0 });
    const csv = buildReportInsightsCsv({
      period: `${range.startDate} a ${range.endDate}`,
      counts,
      insights: insights.data,
    });
    const fileDate = (date: string) => date.split('/').reverse().join('-');
    downloadCsv(csv, `relatorio-suavez-${fileDate(range.startDate)}-a-${fileDate(range.endDate)}.csv`);
  }

  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      size="lg"
      fullscreen="md-down"
      scrollable
      aria-labelledby="report-title"
    >
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id="report-title" as="h2" className="h5">
          Relatório
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form noValidate onSubmit={handleSubmit} className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <Form.Group controlId="report-start">
            <Form.Label className="small mb-1">Data inicial</Form.Label>
            <Form.Control type="date" value={start} onChange={(event) => setStart(event.target.value)} />
          </Form.Group>
          <Form.Group controlId="report-end">
            <Form.Label className="small mb-1">Data final</Form.Label>
            <Form.Control type="date" value={end} onChange={(event) => setEnd(event.target.value)} />
          </Form.Group>
          <Button type="submit" disabled={report.isFetching || insights.isFetching}>
            {(report.isFetching || insights.isFetching) && (
              <Spinner size="sm" className="me-1" aria-hidden="true" />
            )}
            Buscar
          </Button>
        </Form>
        {error && (
          <p className="text-danger small" role="alert">
            {error}
          </p>
        )}
        <Table size="sm" className="mb-0" aria-busy={report.isFetching}>
          <caption className="visually-hidden">Clientes por status no período</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col" className="text-end">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {reportStatuses.map((status) => (
              <tr key={status}>
                <td>{queueStatusMerchantLabels[status]}</td>
                <td className="text-end">{hasData ? (totals.get(status) ?? 0) : '-'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-bold">
              <th scope="row">Todos os status</th>
              <td className="text-end">{sum ?? '-'}</td>
            </tr>
          </tfoot>
        </Table>
        {insights.data && !insights.isError && <ReportInsights insights={insights.data} />}
        {insights.data && !insights.isError && insights.data.bookings.overall.made > 0 && (
          <ReportBookings bookings={insights.data.bookings} />
        )}
        {range !== null && insights.isPending && (
          <p className="small text-body-secondary mt-3" role="status">
            Calculando indicadores...
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={handleExport} disabled={!canExport}>
          Exportar CSV
        </Button>
        <Button variant="secondary" onClick={onHide}>
          Fechar
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
