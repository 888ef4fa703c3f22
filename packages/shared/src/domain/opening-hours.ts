import { DEFAULT_TIME_ZONE, getIsoWeekdayIndex, getZonedDateTime } from './time-zone';

/** The zone schedules are read in when the merchant has none; defined in time-zone.ts. */
export { DEFAULT_TIME_ZONE } from './time-zone';

/** The weekdays a work shift belongs to, Monday first (the API's `weekday` values). */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** A weekday. */
export type Weekday = (typeof weekdays)[number];

/** Weekday labels, spelled exactly as docs/screens.md#texts gives them ('Sábado'). */
export const weekdayLabels: Readonly<Record<Weekday, string>> = {
  monday: 'Segunda',
  tuesday: 'Terça',
  wednesday: 'Quarta',
  thursday: 'Quinta',
  friday: 'Sexta',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** A 24-hour time 'HH:MM', 00:00..23:59. */
export const SHIFT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a text is a weekday name of the API. */
export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (weekdays as readonly string[]).includes(value);
}

/** A work shift of one weekday, e.g. a bar open 18:00–02:00; `close <= open` ends the next day. */
export type WorkShift = { open: string; close: string };

/** The shifts of each weekday; a missing weekday has none. */
export type WeeklySchedule = Partial<Record<Weekday, readonly WorkShift[]>>;

/** One weekday's shifts as the specification's entity has them: opening time → closing time. */
export type DayWorkshift = Record<string, string>;

/** Every weekday, Monday first, with its shifts as the specification's `weekDayWorkshift` map ({} when closed). */
export function toWeekDayWorkshift(schedule: WeeklySchedule): Record<Weekday, DayWorkshift> {
  const entries = weekdays.map((day) => [
    day,
    Object.fromEntries((schedule[day] ?? []).map((s) => [s.open, s.close])),
  ]);
  return Object.fromEntries(entries) as Record<Weekday, DayWorkshift>;
}

const MINUTES_PER_DAY = 24 * 60;

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

// Minutes from its weekday's midnight, [start, end). close <= open ends the next day, so open == close is a
// full 24-hour shift: that is what the rule says literally, and it is the only way to say "open all day".
function toInterval(shift: WorkShift): { start: number; end: number } {
  const start = toMinutes(shift.open);
  const close = toMinutes(shift.close);
  return { start, end: close > start ? close : close + MINUTES_PER_DAY };
}

/** Whether two shifts of the same weekday share any minute (touching ends, 12:00–15:00 and 15:00–18:00, do not). */
export function shiftsOverlap(a: WorkShift, b: WorkShift): boolean {
  const x = toInterval(a);
  const y = toInterval(b);
  return x.start < y.end && y.start < x.end;
}

/** Message shown when shifts of one weekday overlap. */
export const OVERLAPPING_SHIFTS_MESSAGE =
  'Os horários de funcionamento de um mesmo dia não podem se sobrepor.';

/** The outcome of checking one weekday's shifts. */
export type DayShiftsValidation =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly overlapping: readonly [WorkShift, WorkShift] };

/**
 * Checks that no two shifts of one weekday overlap (docs/queue.md#work-shifts; the API answers 400
 * otherwise).
 */
export function validateDayShifts(shifts: readonly WorkShift[]): DayShiftsValidation {
  for (const [i, a] of shifts.entries()) {
    for (const b of shifts.slice(i + 1)) {
      if (shiftsOverlap(a, b)) return { ok: false, message: OVERLAPPING_SHIFTS_MESSAGE, overlapping: [a, b] };
    }
  }
  return { ok: true };
}

/**
 * Whether `now` falls inside a shift, reading the weekday and time in `timeZone`. A shift of yesterday
 * that runs past midnight counts (Saturday 18:00–02:00 covers Sunday 01:00).
 */
export function isInsideShifts(
  schedule: WeeklySchedule,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const local = getZonedDateTime(now, timeZone);
  const minute = local.hour * 60 + local.minute;
  const todayIndex = getIsoWeekdayIndex(local.year, local.month, local.day);
  const today = weekdays[todayIndex] ?? 'monday';
  const yesterday = weekdays[(todayIndex + 6) % 7] ?? 'sunday';
  const inToday = (schedule[today] ?? []).some((shift) => {
    const { start, end } = toInterval(shift);
    return start <= minute && minute < end;
  });
  return (
    inToday || (schedule[yesterday] ?? []).some((shift) => minute + MINUTES_PER_DAY < toInterval(shift).end)
  );
}

/**
 * The effective open state (docs/queue.md#open-state): the manual flag, or automation while inside a shift.
 */
export function isMerchantOpen(input: {
  open: boolean;
  autoQueue: boolean;
  schedule: WeeklySchedule;
  now: Date;
  timeZone?: string;
}): boolean {
  return input.open || (input.autoQueue && isInsideShifts(input.schedule, input.now, input.timeZone));
}

/** The name of a shift in `DELETE /merchant/workshift`, e.g. 'monday-18:00-02:00'. */
export function shiftId(weekday: Weekday, shift: WorkShift): string {
  return `${weekday}-${shift.open}-${shift.close}`;
}

/** Reads a shift name made by `shiftId`, or null when it is malformed. */
export function parseShiftId(id: string): { weekday: Weekday; shift: WorkShift } | null {
  const [weekday, open, close, ...rest] = id.split('-');
  if (rest.length > 0 || !isWeekday(weekday) || open === undefined || close === undefined) return null;
  if (!SHIFT_TIME_PATTERN.test(open) || !SHIFT_TIME_PATTERN.test(close)) return null;
  return { weekday, shift: { open, close } };
}

/** A stored time shown as HH:MM: its first 5 characters ('18:00:00' → '18:00'). */
export function formatShiftTime(time: string): string {
  return time.slice(0, 5);
}

/** A shift as the closed-restaurant alert lists it: 'Entre: 18:00 e 02:00'. */
export function formatShiftRange(shift: WorkShift): string {
  return `Entre: ${formatShiftTime(shift.open)} e ${formatShiftTime(shift.close)}`;
}
