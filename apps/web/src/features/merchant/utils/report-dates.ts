import { getZonedDateTime } from '@suavez/shared/domain/time-zone';

/** A date input's value ('yyyy-mm-dd') as the report call sends it ('dd/mm/yyyy'); null when empty or malformed. */
export function isoDateToBr(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** Today in `timeZone`, as a date input's value ('yyyy-mm-dd'). */
export function todayIsoDate(now: Date, timeZone: string): string {
  const local = getZonedDateTime(now, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.year}-${pad(local.month)}-${pad(local.day)}`;
}

/** How many days the report opens on: the last week, today included (docs/reports.md#the-period). */
export const DEFAULT_REPORT_DAYS = 7;

/** The last `days` days in `timeZone`, today included, as date inputs' values. */
export function lastDaysIsoRange(now: Date, timeZone: string, days: number): { start: string; end: string } {
  const end = todayIsoDate(now, timeZone);
  // Calendar arithmetic on the local date itself, at noon UTC: no zone or DST change moves the day.
  const start = new Date(`${end}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { start: start.toISOString().slice(0, 10), end };
}
