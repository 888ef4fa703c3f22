import { minutesBetween } from '@suavez/shared/domain/date-format';

/** How long a consumer has waited, as a host reads it at a glance: 'há 12 min', 'há 1 h 05 min'. */
export function formatWaitingTime(since: Date, now: Date): string {
  const minutes = Math.max(0, minutesBetween(since, now));
  if (minutes < 1) return 'há menos de 1 min';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `há ${hours} h` : `há ${hours} h ${String(rest).padStart(2, '0')} min`;
}
