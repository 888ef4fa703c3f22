/**
 * Time zone of a merchant that has not chosen one (times are shown in the merchant's zone:
 * docs/queue.md#open-state).
 */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Wall-clock fields of an instant in some time zone; month is 1..12. */
export type ZonedDateTime = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

// Formatters are costly to build and the zones in use are few, so each zone's is built once.
function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    getFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of `date` in `timeZone` (throws RangeError for an unknown zone). */
export function getZonedDateTime(date: Date, timeZone: string): ZonedDateTime {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of getFormatter(timeZone).formatToParts(date)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  return fields;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `date`, in milliseconds (São Paulo: -3 h). */
export function getTimeZoneOffsetMs(date: Date, timeZone: string): number {
  const local = getZonedDateTime(date, timeZone);
  const wallAsUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return wallAsUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** Day of the week of a calendar date, 0 = Monday .. 6 = Sunday. */
export function getIsoWeekdayIndex(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}
