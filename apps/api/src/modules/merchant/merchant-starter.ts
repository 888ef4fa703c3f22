import { type Weekday, type WorkShift, weekdays } from '@suavez/shared/domain/opening-hours';

// What a restaurant made by sign-up starts with (docs/email.md#sign-up), so its screens have something to show
// and edit on the first visit. Hours alone open nothing: the queue opens by hand, or by schedule once 'Abrir a
// fila automaticamente' (AUTO_QUEUE) is on.

/** Every day 11:00–23:00, as the demo restaurant. */
export const starterWorkShifts: readonly (WorkShift & { weekday: Weekday })[] = weekdays.map((weekday) => ({
  weekday,
  open: '11:00',
  close: '23:00',
}));

/** The name of the empty menu a new restaurant gets, active, ready for its first category. */
export const STARTER_CATALOG_NAME = 'Cardápio';
