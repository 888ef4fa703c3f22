import type { BookingStatus } from '@suavez/shared/contracts/bookings.contract';
import { canMoveBooking, isLiveBookingStatus } from '@suavez/shared/domain/bookings';

/** A booking's status in words, as the diner's page and the host's list say it. */
export const bookingStatusLabels: Record<BookingStatus, string> = {
  PENDING_DEPOSIT: 'Aguardando sinal',
  CONFIRMED: 'Confirmada',
  ARRIVED: 'Cliente chegou',
  CANCELED: 'Cancelada',
  NO_SHOW: 'Não compareceu',
};

/** The badge colour of each status (Bootstrap's `text-bg-*`, contrast checked by axe). */
export function bookingStatusVariant(
  status: BookingStatus,
): 'success' | 'warning' | 'secondary' | 'danger' | 'primary' {
  switch (status) {
    case 'CONFIRMED':
      return 'success';
    case 'PENDING_DEPOSIT':
      return 'warning';
    case 'ARRIVED':
      return 'primary';
    case 'CANCELED':
      return 'secondary';
    case 'NO_SHOW':
      return 'danger';
  }
}

/** Whether a booking still holds its table (rules §13: `CONFIRMED` and `PENDING_DEPOSIT`). */
export function isLiveBooking(status: BookingStatus): boolean {
  return isLiveBookingStatus(status);
}

/** Whether the diner may still cancel: a live booking before its start (rules §13 'Booking'). */
export function canDinerCancel(booking: { status: BookingStatus; startsAt: string }, now: Date): boolean {
  return isLiveBooking(booking.status) && now.getTime() < Date.parse(booking.startsAt);
}

/** What the host may do with a booking: the moves the shared status machine allows (the API refuses the rest). */
export function hostBookingActions(status: BookingStatus): {
  canArrive: boolean;
  canNoShow: boolean;
  canCancel: boolean;
  canConfirmDeposit: boolean;
} {
  return {
    canConfirmDeposit: status === 'PENDING_DEPOSIT',
    canArrive: canMoveBooking(status, 'ARRIVED'),
    canNoShow: canMoveBooking(status, 'NO_SHOW'),
    canCancel: canMoveBooking(status, 'CANCELED'),
  };
}
