import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { getConsumerBooking } from './consumer-bookings.service';
import { createBooking } from './create-booking.service';

/** `POST /bookings` (the diner's session): books for the session's consumer and answers the booking. */
export async function createConsumerBooking(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  merchantId: string;
  date: string;
  time: string;
  slot: number;
  note: string | null;
}): Promise<Booking> {
  const { booking } = await createBooking({ ...options, party: { consumerId: options.consumerId } });
  return getConsumerBooking({
    db: options.db,
    clock: options.clock,
    consumerId: options.consumerId,
    id: booking.id,
  });
}
