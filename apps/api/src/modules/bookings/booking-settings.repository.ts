import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from '@suavez/shared/contracts/bookings.contract';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { bookingSettings } from '#api/db/schema/booking.schema';

const settingsColumns = {
  enabled: bookingSettings.enabled,
  slotMinutes: bookingSettings.slotMinutes,
  durationMinutes: bookingSettings.durationMinutes,
  minLeadMinutes: bookingSettings.minLeadMinutes,
  maxDaysAhead: bookingSettings.maxDaysAhead,
  maxPartySize: bookingSettings.maxPartySize,
  holdMinutes: bookingSettings.holdMinutes,
  depositCents: bookingSettings.depositCents,
};

/** A restaurant's booking settings, or the contract's defaults when the owner never saved any. */
export async function readBookingSettings(db: Db, merchantId: string): Promise<BookingSettings> {
  const rows = await db
    .select(settingsColumns)
    .from(bookingSettings)
    .where(eq(bookingSettings.merchantId, merchantId));
  const row = rows[0];
  return row
    ? { ...row, slotMinutes: row.slotMinutes as BookingSettings['slotMinutes'] }
    : DEFAULT_BOOKING_SETTINGS;
}

/** Saves a restaurant's booking settings (one row per restaurant). */
export async function writeBookingSettings(
  db: Db,
  merchantId: string,
  settings: BookingSettings,
  at: Date,
): Promise<void> {
  await db
    .insert(bookingSettings)
    .values({ merchantId, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: bookingSettings.merchantId, set: { ...settings, updatedAt: at } });
}
