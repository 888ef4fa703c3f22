import { weekdayLabels, weekdays } from '@suavez/shared/domain/opening-hours';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A duration as the report shows it: '45 s', '18 min', '1 h 05 min'; '—' when there is none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A share as a pt-BR percentage with at most one decimal ('12,5%'); '—' when there is nothing to divide. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${decimal.format(rate * 100)}%`;
}

/** An ISO weekday (1 = Monday) as the schedule names it. */
export function weekdayLabel(weekday: number): string {
  const day = weekdays[weekday - 1];
  return day ? weekdayLabels[day] : String(weekday);
}

/** An hour of the day as a chart label, '07h'. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}h`;
}
