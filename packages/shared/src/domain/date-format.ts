import { DEFAULT_TIME_ZONE, getTimeZoneOffsetMs, getZonedDateTime } from './time-zone';

/** A calendar date without a time or zone; month is 1..12. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** The time of `date` in `timeZone` as 'HH:MM' (docs/screens.md#fixed-values). */
export function formatTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = getZonedDateTime(date, timeZone);
  return `${pad2(local.hour)}:${pad2(local.minute)}`;
}

/** A report timestamp in `timeZone`, 'dd/mm/yy HH:MM' (docs/screens.md#fixed-values). */
export function formatReportTimestamp(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = getZonedDateTime(date, timeZone);
  const year = pad2(local.year % 100);
  return `${pad2(local.day)}/${pad2(local.month)}/${year} ${pad2(local.hour)}:${pad2(local.minute)}`;
}

/** The date of `date` in `timeZone`, 'dd/mm/yyyy'. */
export function formatDate(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = getZonedDateTime(date, timeZone);
  return `${pad2(local.day)}/${pad2(local.month)}/${String(local.year).padStart(4, '0')}`;
}

/** Number of days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads a 'dd/mm/yyyy' date (day and month may have one digit), or null when it is malformed, not a real
 * date ('31/02/2026', '29/02/2025') or before the year 1000.
 */
export function parseBrDate(text: string): CalendarDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (match === null) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * The UTC instant at which `date` begins in `timeZone`, for report ranges. The zone's offset is read twice
 * (before and after the guess) so a DST change near midnight still lands on the day's first instant; where
 * midnight does not exist (São Paulo, 4 Nov 2018) the day begins at 01:00.
 */
export function zonedDayStartUtc(date: CalendarDate, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const wallMidnight = Date.UTC(date.year, date.month - 1, date.day);
  const firstOffset = getTimeZoneOffsetMs(new Date(wallMidnight), timeZone);
  const firstGuess = wallMidnight - firstOffset;
  const secondGuess = wallMidnight - getTimeZoneOffsetMs(new Date(firstGuess), timeZone);
  const onTheDay = [firstGuess, secondGuess]
    .filter((instant) => {
      const local = getZonedDateTime(new Date(instant), timeZone);
      return local.year === date.year && local.month === date.month && local.day === date.day;
    })
    .sort((a, b) => a - b);
  return new Date(onTheDay[0] ?? firstGuess);
}

/** Whole minutes from `from` to `to`, truncated toward zero (negative when `to` is earlier). */
export function minutesBetween(from: Date, to: Date): number {
  return Math.trunc((to.getTime() - from.getTime()) / 60_000) || 0;
}
