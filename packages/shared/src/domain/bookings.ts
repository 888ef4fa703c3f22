import type { BookingStatus } from '../contracts/bookings.contract';
import { getIsoWeekdayIndex, getTimeZoneOffsetMs, getZonedDateTime } from './time-zone';

// The pure rules of bookings (docs/bookings.md): the status machine, the grid of start times of a day, and
// when two bookings of one table overlap. The server asks the database which of the grid's times are free.

/** Where each status may go (docs/bookings.md#statuses); the final statuses go nowhere. */
export const bookingTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  PENDING_DEPOSIT: ['CONFIRMED', 'CANCELED'],
  CONFIRMED: ['ARRIVED', 'CANCELED', 'NO_SHOW'],
  ARRIVED: [],
  CANCELED: [],
  NO_SHOW: [],
};

/** Whether a booking may move from `from` to `to`. */
export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return bookingTransitions[from].includes(to);
}

/** Whether a status holds a table (rules §13 'Availability': `CONFIRMED`, `PENDING_DEPOSIT`). */
export function isLiveBookingStatus(status: BookingStatus): boolean {
  switch (status) {
    case 'PENDING_DEPOSIT':
    case 'CONFIRMED':
      return true;
    case 'ARRIVED':
    case 'CANCELED':
    case 'NO_SHOW':
      return false;
  }
}

/** Whether a status is final (no move leaves it). */
export function isFinalBookingStatus(status: BookingStatus): boolean {
  return bookingTransitions[status].length === 0;
}

/** Whether `[aStart, aEnd)` and `[bStart, bEnd)` share an instant (touching ends do not). */
export function bookingsOverlap(
  a: { startsAt: Date; endsAt: Date },
  b: { startsAt: Date; endsAt: Date },
): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;

/** A calendar date 'YYYY-MM-DD' as its three numbers. */
function readDate(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

/** 'HH:MM' of minutes after midnight (0..1439). */
export function formatMinutesAsTime(minutes: number): string {
  const hh = Math.floor(minutes / 60);
  const mm = minutes % 60;
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
}

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The calendar date `days` after `date` ('2026-12-31' + 1 = '2027-01-01'). */
export function addDaysToDate(date: string, days: number): string {
  const { year, month, day } = readDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The restaurant's calendar date at `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const z = getZonedDateTime(instant, timeZone);
  return `${z.year}-${String(z.month).padStart(2, '0')}-${String(z.day).padStart(2, '0')}`;
}

/** The restaurant's wall-clock time 'HH:MM' at `instant` in `timeZone`. */
export function localTimeOf(instant: Date, timeZone: string): string {
  const z = getZonedDateTime(instant, timeZone);
  return formatMinutesAsTime(z.hour * 60 + z.minute);
}

/**
 * The instant the wall clock of `timeZone` reads `date` `time` (the restaurant's local time). In a gap of a
 * daylight-saving change the clock skips, the instant the offset before the gap gives.
 */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const { year, month, day } = readDate(date);
  const wall = Date.UTC(year, month - 1, day) + toMinutes(time) * MINUTE_MS;
  // The offset depends on the instant we are looking for: two rounds settle it (offsets move by < a day).
  const first = wall - getTimeZoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - getTimeZoneOffsetMs(new Date(first), timeZone));
}

/** The weekday names of the opening hours, Monday first. */
const weekdayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** One weekday's work shifts, as the opening hours keep them. */
export type BookingSchedule = Partial<
  Record<(typeof weekdayNames)[number], readonly { open: string; close: string }[]>
>;

/** What the grid of a day is made from (rules §13 'Availability'). */
export interface BookingGridInput {
  /** The local calendar date asked for, 'YYYY-MM-DD'. */
  date: string;
  schedule: BookingSchedule;
  timeZone: string;
  now: Date;
  slotMinutes: number;
  durationMinutes: number;
  minLeadMinutes: number;
  maxDaysAhead: number;
}

/** One candidate start: its local time and the instants of `[start, start + duration)`. */
export interface BookingCandidate {
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The start times of `date` a booking may take, before asking which tables are free (docs/bookings.md#grid):
 * every multiple of `slotMinutes` after midnight inside a work shift such that the booking ends by the
 * shift's close; a shift past midnight (18:00–02:00 on Friday) gives its early times (00:00, 00:30) to the
 * next date (Saturday), so a date and a time always read as the restaurant's wall clock. Times before
 * `now + minLeadMinutes`, and dates past `maxDaysAhead` days after today (the restaurant's), are left out.
 * Ordered by time; each time once, whichever shift gave it.
 */
export function listBookingCandidates(input: BookingGridInput): BookingCandidate[] {
  const today = localDateOf(input.now, input.timeZone);
  if (input.date < today || input.date > addDaysToDate(today, input.maxDaysAhead)) return [];
  const { year, month, day } = readDate(input.date);
  const weekday = getIsoWeekdayIndex(year, month, day);
  const sameDay = weekdayNames[weekday] ?? 'monday';
  const dayBefore = weekdayNames[(weekday + 6) % 7] ?? 'sunday';
  // Minutes after this date's midnight: the date's own shifts, and the previous day's shifted by a day.
  const minutes = new Set<number>();
  const addShift = (shift: { open: string; close: string }, offset: number) => {
    const start = toMinutes(shift.open);
    const close = toMinutes(shift.close);
    const end = close > start ? close : close + MINUTES_PER_DAY;
    const first = Math.ceil(start / input.slotMinutes) * input.slotMinutes;
    for (let m = first; m + input.durationMinutes <= end; m += input.slotMinutes) {
      const onDate = m - offset;
      if (onDate >= 0 && onDate < MINUTES_PER_DAY) minutes.add(onDate);
    }
  };
  for (const shift of input.schedule[sameDay] ?? []) addShift(shift, 0);
  for (const shift of input.schedule[dayBefore] ?? []) addShift(shift, MINUTES_PER_DAY);
  const earliest = input.now.getTime() + input.minLeadMinutes * MINUTE_MS;
  return [...minutes]
    .sort((a, b) => a - b)
    .map((m) => {
      const time = formatMinutesAsTime(m);
      const startsAt = localToInstant(input.date, time, input.timeZone);
      return { time, startsAt, endsAt: new Date(startsAt.getTime() + input.durationMinutes * MINUTE_MS) };
    })
    .filter((candidate) => candidate.startsAt.getTime() >= earliest);
}

/** How long an unpaid deposit keeps its table (rules §13 'Deposit'). */
export const BOOKING_DEPOSIT_WINDOW_MS = 15 * MINUTE_MS;

/** How long before the start the reminder goes (rules §13 'Notices'). */
export const BOOKING_REMINDER_BEFORE_MS = 2 * 60 * MINUTE_MS;

/** When the reminder is due: two hours before the start, or at once when the booking is made later. */
export function bookingReminderAt(startsAt: Date, now: Date): Date {
  const due = startsAt.getTime() - BOOKING_REMINDER_BEFORE_MS;
  return new Date(Math.max(due, now.getTime()));
}

/** The largest party a queue entry seats (its slot, 1..20): a larger booked party arrives as this many. */
export const MAX_QUEUE_SLOT = 20;
