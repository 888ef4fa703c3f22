// Times and weekdays in the page's language (rules.md §16); money is format-money.ts.
import { formatTime as formatTimeInBrazil } from '@suavez/shared/domain/date-format';
import { type Weekday, weekdayLabels } from '@suavez/shared/domain/opening-hours';
import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';
import { currentLanguage, currentLocale } from './i18n';

/** A time of day ('20:14' in pt-BR and es, '8:14 PM' in en), in the restaurant's time zone (Brazil's by default). */
export function formatTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (currentLanguage() === 'pt-BR') return formatTimeInBrazil(date, timeZone);
  return new Intl.DateTimeFormat(currentLocale(), { hour: 'numeric', minute: '2-digit', timeZone }).format(
    date,
  );
}

/** A day and month with the weekday ('sáb., 5 de dez.', 'Sat, Dec 5'). */
export function formatDay(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(currentLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(date);
}

/** A Monday, for naming weekdays through Intl (2024-01-01 was one). */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const weekdayOrder: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** A weekday's name as the opening hours show it ('Segunda', 'Lunes', 'Monday'). */
export function formatWeekday(day: Weekday): string {
  if (currentLanguage() === 'pt-BR') return weekdayLabels[day];
  const date = new Date(MONDAY + weekdayOrder.indexOf(day) * 24 * 60 * 60 * 1000);
  const name = new Intl.DateTimeFormat(currentLocale(), { weekday: 'long', timeZone: 'UTC' }).format(date);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}
