import { DEFAULT_TIME_ZONE, getZonedDateTime } from '@suavez/shared/domain/time-zone';

// Dates travel as the restaurant's calendar day 'YYYY-MM-DD' (rules §13 'Availability'); these helpers
// never go through the browser's own zone, so a diner abroad sees the restaurant's days.

const weekdays = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
const shortWeekdays = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];
const months = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const pad2 = (value: number) => String(value).padStart(2, '0');

function toUtcDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function toIsoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** Today's date in the restaurant's zone, 'YYYY-MM-DD'. */
export function todayIn(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = getZonedDateTime(now, timeZone);
  return `${local.year}-${pad2(local.month)}-${pad2(local.day)}`;
}

/** The calendar date `days` after (or before, when negative) `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const date = toUtcDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** A date written out: 'sábado, 5 de dezembro de 2026'. */
export function formatLongDate(isoDate: string): string {
  const date = toUtcDate(isoDate);
  return `${weekdays[date.getUTCDay()]}, ${date.getUTCDate()} de ${months[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}

/** A date in a chip or a short line: 'Hoje', 'Amanhã', else 'sáb., 5/12'. */
export function formatShortDate(isoDate: string, today: string): string {
  if (isoDate === today) return 'Hoje';
  if (isoDate === addDays(today, 1)) return 'Amanhã';
  const date = toUtcDate(isoDate);
  return `${shortWeekdays[date.getUTCDay()]}, ${date.getUTCDate()}/${date.getUTCMonth() + 1}`;
}

/** One chip of the diner's date row. */
export interface DateChip {
  date: string;
  label: string;
  /** How a screen reader says it: 'Hoje, quarta-feira, 2 de dezembro de 2026'. */
  description: string;
}

/**
 * The next days as chips, from today: `count` of them, never past the restaurant's horizon
 * (`maxDaysAhead` days after today, as the availability answers).
 */
export function listDateChips(today: string, count: number, maxDaysAhead: number): DateChip[] {
  const length = Math.max(0, Math.min(count, maxDaysAhead + 1));
  return Array.from({ length }, (_, index) => {
    const date = addDays(today, index);
    const label = formatShortDate(date, today);
    const long = formatLongDate(date);
    return { date, label, description: index < 2 ? `${label}, ${long}` : long };
  });
}
