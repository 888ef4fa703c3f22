import type { BookingAvailability, BookingSettings } from '@suavez/shared/contracts/bookings.contract';
import { type BookingCandidate, listBookingCandidates } from '@suavez/shared/domain/bookings';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findMerchantOpenState } from '#api/modules/merchant/merchant-open-state.service';
import { lapseBookingDeposits } from './booking-deposit.service';
import { readBookingSettings } from './booking-settings.repository';
import { listFreeStarts } from './bookings.repository';

/** What an unknown restaurant answers. */
export const BOOKING_MERCHANT_NOT_FOUND_MESSAGE = 'Restaurante não encontrado.';

/** A restaurant's booking rules and its day's grid, before asking which tables are free. */
export interface BookingDay {
  merchantId: string;
  timeZone: string;
  settings: BookingSettings;
  /** The grid's starts of the date; empty when bookings are off or the party is over the largest allowed. */
  candidates: BookingCandidate[];
}

/**
 * The grid of a date for a party of `slot` (docs/bookings.md#grid): the weekday's shifts in the restaurant's
 * zone, the lead time and the horizon. An unknown restaurant → 404.
 */
export async function loadBookingDay(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  date: string;
  slot: number;
}): Promise<BookingDay> {
  const merchant = await findMerchantOpenState(options);
  if (!merchant) throw new AppError('NOT_FOUND', BOOKING_MERCHANT_NOT_FOUND_MESSAGE);
  const settings = await readBookingSettings(options.db, options.merchantId);
  const day = { merchantId: merchant.merchantId, timeZone: merchant.timeZone, settings };
  if (!settings.enabled || options.slot > settings.maxPartySize) return { ...day, candidates: [] };
  const candidates = listBookingCandidates({
    date: options.date,
    schedule: merchant.schedule,
    timeZone: merchant.timeZone,
    now: options.clock.now(),
    slotMinutes: settings.slotMinutes,
    durationMinutes: settings.durationMinutes,
    minLeadMinutes: settings.minLeadMinutes,
    maxDaysAhead: settings.maxDaysAhead,
  });
  return { ...day, candidates };
}

/**
 * `GET /bookings/availability` (anyone): the grid's times at which some table fits the party and is free of
 * live bookings for the whole duration, asked of the database in one query (rules §13 'Availability').
 */
export async function getBookingAvailability(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  date: string;
  slot: number;
}): Promise<BookingAvailability> {
  const day = await loadBookingDay(options);
  await lapseBookingDeposits({ ...options, filter: { merchantId: day.merchantId } });
  const times = await listFreeStarts(options.db, {
    merchantId: day.merchantId,
    slot: options.slot,
    now: options.clock.now(),
    candidates: day.candidates,
  });
  return { date: options.date, slot: options.slot, times };
}
