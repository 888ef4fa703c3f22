import { z } from 'zod';
import { SHIFT_TIME_PATTERN, validateDayShifts, weekdays } from './opening-hours';

// Zod schemas live apart from opening-hours.ts so pages that only format hours do not download zod.

/** Zod schema of a weekday. */
export const weekdaySchema = z.enum(weekdays);

/** Zod schema of a 24-hour time 'HH:MM', 00:00..23:59. */
export const shiftTimeSchema = z
  .string()
  .regex(SHIFT_TIME_PATTERN, { error: 'Informe um horário válido no formato HH:MM.' });

/** Zod schema of a work shift; `close <= open` means the shift ends the next day. */
export const workShiftSchema = z.object({ open: shiftTimeSchema, close: shiftTimeSchema });

/** Zod schema of one weekday's shift list, refusing overlaps. */
export const dayShiftsSchema = z.array(workShiftSchema).superRefine((shifts, ctx) => {
  const result = validateDayShifts(shifts);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
});
