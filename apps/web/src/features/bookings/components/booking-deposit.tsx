import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import { formatCents } from '@suavez/shared/domain/money-format';
import { useEffect, useId } from 'react';
import { PixCode } from '@/components/pix/pix-code';
import { formatMinutesSeconds, useSecondsLeft } from '@/hooks/use-countdown';
import { depositState } from '../utils/booking-deposit';

/** What the diner's page says of a deposit that lapsed. */
export const DEPOSIT_LAPSED_MESSAGE = 'Reserva cancelada: o sinal não foi pago a tempo.';

export interface BookingDepositProps {
  booking: Pick<Booking, 'status' | 'deposit'>;
  /** Reads the booking again (the countdown reached zero: the server says whether it lapsed). */
  onExpired: () => void;
}

/**
 * The booking's deposit on the diner's page (rules §13 'Deposit', docs/bookings.md#deposit): while it waits,
 * the amount, 'Pague em até 15 min' with the time left, and the Pix QR with 'Copiar código' (the bill's
 * block); paid, 'Sinal pago'; lapsed, why the booking was cancelled.
 */
export function BookingDeposit({ booking, onExpired }: BookingDepositProps) {
  const titleId = useId();
  const state = depositState(booking);
  const expiresAtMs = state === 'waiting' && booking.deposit ? Date.parse(booking.deposit.expiresAt) : null;
  const secondsLeft = useSecondsLeft(expiresAtMs);
  const isOver = secondsLeft === 0;
  useEffect(() => {
    if (isOver) onExpired();
  }, [isOver, onExpired]);

  if (!booking.deposit || state === 'none') return null;
  const amount = formatCents(booking.deposit.amountCents);
  if (state === 'lapsed')
    return (
      <p className="alert alert-danger" role="status">
        {DEPOSIT_LAPSED_MESSAGE}
      </p>
    );
  if (state === 'paid')
    return (
      <p className="alert alert-success" role="status">
        Sinal de {amount} pago.
      </p>
    );
  return (
    <section className="card mb-4 border-warning" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          Pague o sinal para confirmar
        </h2>
        <p className="text-center mb-2">
          <span className="d-block small text-body-secondary">Sinal da reserva</span>
          <span className="fs-1 fw-bold lh-sm">{amount}</span>
        </p>
        <p className="text-center mb-3">
          Pague em até 15 min.{' '}
          {secondsLeft !== null ? (
            <span className="fw-semibold" role="timer" aria-live="off">
              Faltam {formatMinutesSeconds(secondsLeft)}
            </span>
          ) : null}
        </p>
        {booking.deposit.brCode ? (
          <PixCode payload={booking.deposit.brCode} />
        ) : (
          <p className="mb-0">Combine o pagamento do sinal com o restaurante.</p>
        )}
      </div>
    </section>
  );
}
