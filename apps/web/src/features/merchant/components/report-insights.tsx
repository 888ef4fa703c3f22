import type { QueueReportInsights } from '@suavez/shared/contracts/queue-report-insights.contract';
import { formatCents } from '@suavez/shared/domain/money-format';
import { countOf } from '@suavez/shared/domain/plural';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { formatDuration, formatRate, hourLabel, weekdayLabel } from '../utils/report-insights-format';
import { BarChart } from './bar-chart';
import { ReportInsightsTable } from './report-insights-table';

type Dimension = 'hour' | 'weekday';
type Measure = 'joined' | 'wait';

const money = (reais: number | null) => (reais === null ? '—' : formatCents(Math.round(reais * 100)));

/** One number of the report with its label and how it is counted. */
export function Indicator({ label, value, help }: { label: string; value: string; help: string }) {
  return (
    <Col xs={12} sm={6} lg={4}>
      <div className="border rounded p-2 h-100">
        <div className="small text-body-secondary">{label}</div>
        <div className="fs-5 fw-semibold mb-1">{value}</div>
        <div className="small text-body-secondary">{help}</div>
      </div>
    </Col>
  );
}

/**
 * The report's indicators (docs/reports.md): waits, walk-aways, no-shows, table time and bills
 * for the range, a bar chart by hour or weekday, and the same numbers in a table.
 */
export function ReportInsights({ insights }: { insights: QueueReportInsights }) {
  const [dimension, setDimension] = useState<Dimension>('hour');
  const [measure, setMeasure] = useState<Measure>('joined');
  const { overall, tables } = insights;
  const groups =
    dimension === 'hour'
      ? insights.byHour.map((row) => ({ ...row, label: hourLabel(row.hour), axis: String(row.hour) }))
      : insights.byWeekday.map((row) => {
          const label = weekdayLabel(row.weekday);
          return { ...row, label, axis: label.slice(0, 3) };
        });
  const chartTitle = `${measure === 'joined' ? 'Chegadas' : 'Espera média até a chamada'} por ${
    dimension === 'hour' ? 'hora' : 'dia da semana'
  }`;
  // Hours without arrivals would fill the table with zeros: the chart already shows them as gaps.
  const tableRows = dimension === 'hour' ? groups.filter((row) => row.joined > 0) : groups;

  return (
    <section aria-labelledby="report-insights-title" className="mt-4">
      <h3 id="report-insights-title" className="h6">
        Indicadores do período
      </h3>
      <Row className="g-2 mb-3">
        <Indicator
          label="Espera média até a chamada"
          value={`${formatDuration(overall.avgWaitSeconds)} · 90%: ${formatDuration(overall.p90WaitSeconds)}`}
          help="Da entrada na fila à primeira chamada, entre os chamados; 90% esperaram até o segundo tempo."
        />
        <Indicator
          label="Desistência"
          value={`${formatRate(overall.walkAwayRate)} (${overall.walkAways} de ${overall.joined})`}
          help="Saíram da fila por conta própria antes de serem chamados, entre os que entraram."
        />
        <Indicator
          label="Não comparecimento"
          value={`${formatRate(overall.noShowRate)} (${overall.noShows} de ${overall.called})`}
          help="Chamados que não responderam a tempo ou não chegaram, entre os chamados."
        />
        <Indicator
          label="Tempo de mesa"
          value={`${formatDuration(tables.avgTableSeconds)} · 90%: ${formatDuration(tables.p90TableSeconds)}`}
          help={`Do check-in ao encerramento, em ${countOf(tables.tables, 'mesa encerrada', 'mesas encerradas')}.`}
        />
        <Indicator
          label="Conta média por mesa"
          value={money(tables.avgBillPerTable)}
          help={`Pedidos entregues ou aceitos com a taxa de serviço, em ${countOf(tables.billedTables, 'mesa', 'mesas')} com conta.`}
        />
        <Indicator
          label="Conta média por pessoa"
          value={money(tables.avgBillPerPerson)}
          help={`A mesma soma dividida por ${countOf(tables.billedPeople, 'pessoa', 'pessoas')} dessas mesas.`}
        />
        <Indicator
          label="Recebido por Pix"
          value={money(tables.received.pix)}
          help={`Pagamentos por Pix confirmados, em ${countOf(tables.received.pixOrders, 'conta', 'contas')}.`}
        />
        <Indicator
          label="Recebido por outros meios"
          value={money(tables.received.other)}
          help={`Pagamentos registrados por outro meio, em ${countOf(tables.received.otherOrders, 'conta', 'contas')}.`}
        />
      </Row>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Form.Group controlId="report-chart-measure">
          <Form.Label className="small mb-1">Gráfico</Form.Label>
          <Form.Select
            size="sm"
            value={measure}
            onChange={(event) => setMeasure(event.target.value as Measure)}
          >
            <option value="joined">Chegadas</option>
            <option value="wait">Espera média</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="report-chart-dimension">
          <Form.Label className="small mb-1">Agrupar por</Form.Label>
          <Form.Select
            size="sm"
            value={dimension}
            onChange={(event) => setDimension(event.target.value as Dimension)}
          >
            <option value="hour">Hora da chegada</option>
            <option value="weekday">Dia da semana</option>
          </Form.Select>
        </Form.Group>
      </div>
      <figure className="mb-3">
        <BarChart
          title={chartTitle}
          data={groups.map((row) => ({
            label: row.axis,
            value: measure === 'joined' ? row.joined : row.avgWaitSeconds,
          }))}
          formatValue={(value) =>
            measure === 'joined' ? countOf(value, 'cliente', 'clientes') : formatDuration(value)
          }
          labelEvery={dimension === 'hour' ? 3 : 1}
        />
        <figcaption className="small text-body-secondary text-center">{chartTitle}</figcaption>
      </figure>
      {tableRows.length === 0 ? (
        <p className="small text-body-secondary">Nenhum cliente entrou na fila no período.</p>
      ) : (
        <ReportInsightsTable
          caption={`Indicadores por ${dimension === 'hour' ? 'hora da chegada' : 'dia da semana'}`}
          groupHeader={dimension === 'hour' ? 'Hora da chegada' : 'Dia da semana'}
          rows={tableRows}
        />
      )}
    </section>
  );
}
