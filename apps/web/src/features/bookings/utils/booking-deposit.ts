import type { Booking } from '@suavez/shared/contracts/bookings.contract';

/** Where a booking's deposit stands, for the diner's page. */
export type DepositState = 'none' | 'waiting' | 'paid' | 'lapsed';

/**
 * Whether a booking asks a deposit and where it stands: waiting while `PENDING_DEPOSIT`, paid once
 * `paidAt`, lapsed when cancelled unpaid (the server cancels it 15 minutes after it was made; a diner who
 * cancels a pending one also reads 'lapsed' only if the expiry had passed).
 */
export function depositState(booking: Pick<Booking, 'status' | 'deposit'>, now = new Date()): DepositState {
  const deposit = booking.deposit;
  if (!deposit) return 'none';
  if (deposit.paidAt) return 'paid';
  if (booking.status === 'PENDING_DEPOSIT') return 'waiting';
  if (booking.status === 'CANCELED' && Date.parse(deposit.expiresAt) <= now.getTime()) return 'lapsed';
  return 'none';
}

/** How often the diner's page reads the booking: every 5 s while it waits for its deposit, else 30 s. */
export function bookingPollMs(booking: Pick<Booking, 'status'> | undefined): number {
  return booking?.status === 'PENDING_DEPOSIT' ? 5_000 : 30_000;
}
