import { minutesBetween } from '@suavez/shared/domain/date-format';
import { formatWaitingTime } from '@/lib/format-waiting-time';

/** After this many minutes since it was accepted a unit turns yellow, 'Atenção' (docs/kitchen.md). */
export const KITCHEN_WARNING_MINUTES = 10;
/** After this many it turns red, 'Atrasado'. */
export const KITCHEN_DANGER_MINUTES = 20;

export type UnitAgeLevel = 'ok' | 'warning' | 'danger';

/** How long ago a unit was accepted, as the kitchen reads it: the time, its colour and, past 10 min, a word. */
export interface UnitAge {
  /** 'há 12 min'. */
  text: string;
  level: UnitAgeLevel;
  /** The word that says the colour for who cannot see it: null while on time. */
  flag: 'Atenção' | 'Atrasado' | null;
}

/** The age of a unit accepted at `acceptedAt`, seen at `now`. */
export function describeUnitAge(acceptedAt: Date, now: Date): UnitAge {
  const minutes = minutesBetween(acceptedAt, now);
  const text = formatWaitingTime(acceptedAt, now);
  if (minutes >= KITCHEN_DANGER_MINUTES) return { text, level: 'danger', flag: 'Atrasado' };
  if (minutes >= KITCHEN_WARNING_MINUTES) return { text, level: 'warning', flag: 'Atenção' };
  return { text, level: 'ok', flag: null };
}
