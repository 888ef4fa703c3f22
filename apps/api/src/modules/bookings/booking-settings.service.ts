import type { BookingSettings } from '@suavez/shared/contracts/bookings.contract';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { readBookingSettings, writeBookingSettings } from './booking-settings.repository';

/** A restaurant's booking settings (rules §13 'Booking settings'): the defaults until the owner saves them. */
export function getBookingSettings(options: { db: Db; merchantId: string }): Promise<BookingSettings> {
  return readBookingSettings(options.db, options.merchantId);
}

/**
 * `PUT /merchant/bookings` (owner): replaces the settings as the contract read them (ranges checked there and
 * by the table's CHECKs). Bookings already made keep their table and times; only new ones follow.
 */
export async function updateBookingSettings(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  settings: BookingSettings;
}): Promise<BookingSettings> {
  await writeBookingSettings(options.db, options.merchantId, options.settings, options.clock.now());
  return options.settings;
}
