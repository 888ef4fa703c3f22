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
