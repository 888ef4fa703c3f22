import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import { buildIcs } from './build-ics';

/** The booking's calendar event: its start and end, the restaurant, the party and the table. */
export function bookingIcs(booking: Booking, now: Date, pageUrl: string): string {
  const people = booking.slot === 1 ? '1 pessoa' : `${booking.slot} pessoas`;
  const details = [`Reserva para ${people}`, booking.table ? `Mesa ${booking.table}` : '', booking.note ?? '']
    .filter(Boolean)
    .join('\n');
  return buildIcs({
    uid: `${booking.id}@suavez.app`,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    stamp: now,
    summary: `Reserva: ${booking.merchantName}`,
    description: `${details}\n${pageUrl}`,
    url: pageUrl,
  });
}

/** Hands the browser the .ics as a file download ('reserva-2026-12-05.ics'). */
export function downloadBookingIcs(booking: Booking): void {
  const text = bookingIcs(booking, new Date(), window.location.href);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `reserva-${booking.date}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
