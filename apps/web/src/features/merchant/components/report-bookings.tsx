import type {
  BookingInsights,
  BookingInsightsMetrics,
} from '@suavez/shared/contracts/queue-report-insights.contract';
import { countOf } from '@suavez/shared/domain/plural';
import { Row, Table } from 'react-bootstrap';
import { formatRate, hourLabel, weekdayLabel } from '../utils/report-insights-format';
import { Indicator } from './report-insights';

function GroupTable(props: {
  caption: string;
  groupHeader: string;
  rows: readonly (BookingInsightsMetrics & { label: string })[];
}) {
  return (
    <Table size="sm" responsive className="mb-3">
      <caption className="caption-top">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.groupHeader}</th>
          <th scope="col" className="text-end">
            Reservas
          </th>
          <th scope="col" className="text-end">
            Vieram
          </th>
          <th scope="col" className="text-end">
            Não vieram
          </th>
          <th scope="col" className="text-end">
            Canceladas
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            <td className="text-end">{row.made}</td>
            <td className="text-end">{row.honoured}</td>
            <td className="text-end">{row.noShows}</td>
            <td className="text-end">{row.canceled}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The report's bookings beside the queue's (rules §13, docs/reports.md#bookings): the bookings for the
 * period's days, what became of them, and the same by weekday and by hour of the booking.
 */
export function ReportBookings({ bookings }: { bookings: BookingInsights }) {
  const { overall } = bookings;
  const marked = overall.honoured + overall.noShows;
  return (
    <section aria-labelledby="report-bookings-title" className="mt-4">
      <h3 id="report-bookings-title" className="h6">
        Reservas do período
      </h3>
      <Row className="g-2 mb-3">
        <Indicator
          label="Reservas"
          value={String(overall.made)}
          help={`Para os dias do período, ${countOf(overall.byPhone, 'tomada', 'tomadas')} por telefone.`}
        />
        <Indicator
          label="Vieram"
          value={`${overall.honoured} (${countOf(overall.covers, 'pessoa', 'pessoas')})`}
          help="Chegaram e foram sentadas na mesa."
        />
        <Indicator
          label="Não vieram"
          value={`${formatRate(overall.noShowRate)} (${overall.noShows} de ${marked})`}
          help="Marcadas como 'Não veio', entre as que vieram ou não vieram."
        />
        <Indicator
          label="Canceladas"
          value={String(overall.canceled)}
          help="Pelo cliente, pelo restaurante ou sem o sinal pago a tempo."
        />
        <Indicator
          label="Em aberto"
          value={String(overall.open)}
          help="Confirmadas ou aguardando o sinal, ainda não marcadas."
        />
      </Row>
      <GroupTable
        caption="Reservas por dia da semana"
        groupHeader="Dia da semana"
        rows={bookings.byWeekday.map((row) => ({ ...row, label: weekdayLabel(row.weekday) }))}
      />
      <GroupTable
        caption="Reservas por horário"
        groupHeader="Horário"
        rows={bookings.byHour
          .filter((row) => row.made > 0)
          .map((row) => ({ ...row, label: hourLabel(row.hour) }))}
      />
    </section>
  );
}
