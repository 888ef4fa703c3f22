import type { MerchantBooking } from '@suavez/shared/contracts/bookings.contract';
import { formatCents } from '@suavez/shared/domain/money-format';
import { maskPhone } from '@suavez/shared/domain/phone';
import { Badge, Button } from 'react-bootstrap';
import { bookingStatusLabels, bookingStatusVariant, hostBookingActions } from '../utils/booking-status';

export interface MerchantBookingRowProps {
  booking: MerchantBooking;
  isBusy: boolean;
  onArrive: (booking: MerchantBooking) => void;
  onNoShow: (booking: MerchantBooking) => void;
  onCancel: (booking: MerchantBooking) => void;
  onConfirmDeposit: (booking: MerchantBooking) => void;
}

/**
 * One booking of the host's day: time, name, phone (a tap calls), party, table, note and status, with
 * 'Confirmar sinal' while it waits for its deposit, 'Chegou', 'Não veio' and 'Cancelar' while they apply
 * (rules §13 'The host', 'Deposit').
 */
export function MerchantBookingRow({
  booking,
  isBusy,
  onArrive,
  onNoShow,
  onCancel,
  onConfirmDeposit,
}: MerchantBookingRowProps) {
  const actions = hostBookingActions(booking.status);
  const people = booking.slot === 1 ? '1 pessoa' : `${booking.slot} pessoas`;
  return (
    <li className="list-group-item py-3" aria-label={`${booking.time}, ${booking.name}`}>
      <div className="d-flex flex-wrap align-items-start gap-3">
        <div className="fs-4 fw-bold font-monospace" style={{ minWidth: '4.5rem' }}>
          {booking.time}
        </div>
        <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <h3 className="h6 mb-0 text-break">{booking.name}</h3>
            <Badge
              bg={bookingStatusVariant(booking.status)}
              // Yellow needs dark text to read (axe: color-contrast).
              text={bookingStatusVariant(booking.status) === 'warning' ? 'dark' : undefined}
            >
              {bookingStatusLabels[booking.status]}
            </Badge>
          </div>
          <div>
            <a
              href={`tel:${booking.phone}`}
              className="d-inline-flex align-items-center"
              style={{ minHeight: 44 }}
              aria-label={`Ligar para ${booking.name}: ${maskPhone(booking.phone)}`}
            >
              {maskPhone(booking.phone)}
            </a>
          </div>
          <div className="text-body-secondary">
            {people} · {booking.table ? `Mesa ${booking.table}` : 'Sem mesa'}
          </div>
          {booking.note ? <div className="small fst-italic text-break">{booking.note}</div> : null}
          {booking.deposit ? (
            <div className="small">
              Sinal {formatCents(booking.deposit.amountCents)}
              {booking.deposit.paidAt ? ' · pago' : ''}
            </div>
          ) : null}
        </div>
        {actions.canArrive || actions.canNoShow || actions.canCancel || actions.canConfirmDeposit ? (
          <div className="d-flex flex-wrap gap-2">
            {actions.canConfirmDeposit ? (
              <Button
                variant="success"
                style={{ minHeight: 44 }}
                disabled={isBusy}
                onClick={() => onConfirmDeposit(booking)}
                aria-label={`Confirmar o sinal de ${booking.name}`}
              >
                Confirmar sinal
              </Button>
            ) : null}
            {actions.canArrive ? (
              <Button
                variant="success"
                style={{ minHeight: 44 }}
                disabled={isBusy}
                onClick={() => onArrive(booking)}
              >
                Chegou
              </Button>
            ) : null}
            {actions.canNoShow ? (
              <Button
                variant="outline-secondary"
                style={{ minHeight: 44 }}
                disabled={isBusy}
                onClick={() => onNoShow(booking)}
              >
                Não veio
              </Button>
            ) : null}
            {actions.canCancel ? (
              <Button
                variant="outline-danger"
                style={{ minHeight: 44 }}
                disabled={isBusy}
                onClick={() => onCancel(booking)}
                aria-label={`Cancelar a reserva de ${booking.name}`}
              >
                Cancelar
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
