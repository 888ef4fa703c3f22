import { Link } from 'wouter';
import { useMyBookingsQuery } from '../api/list-my-bookings.api';
import { formatLongDate } from '../utils/booking-dates';
import { bookingStatusLabels, isLiveBooking } from '../utils/booking-status';

/**
 * 'Suas reservas': this device's diner's bookings still to come (live ones), this restaurant's first, each a
 * link to its page. Nothing while the diner has none or is not known here.
 */
export function MyBookings({ consumerId, merchantId }: { consumerId: string | null; merchantId?: string }) {
  const bookings = useMyBookingsQuery(consumerId);
  const now = Date.now();
  const upcoming = (bookings.data ?? [])
    .filter((booking) => isLiveBooking(booking.status) && Date.parse(booking.endsAt) > now)
    .sort(
      (a, b) =>
        Number(b.merchantId === merchantId) - Number(a.merchantId === merchantId) ||
        Date.parse(a.startsAt) - Date.parse(b.startsAt),
    );
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby="my-bookings-title" className="mt-5">
      <h2 id="my-bookings-title" className="h5">
        Suas reservas
      </h2>
      <ul className="list-group">
        {upcoming.map((booking) => (
          <li key={booking.id} className="list-group-item p-0">
            <Link
              href={`/reserva/${booking.id}`}
              className="d-block p-3 text-reset text-decoration-none"
              style={{ minHeight: 44 }}
            >
              <span className="fw-semibold d-block">{booking.merchantName}</span>
              <span className="d-block">
                {formatLongDate(booking.date)}, às {booking.time} ·{' '}
                {booking.slot === 1 ? '1 pessoa' : `${booking.slot} pessoas`}
              </span>
              <span className="small text-body-secondary">{bookingStatusLabels[booking.status]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
