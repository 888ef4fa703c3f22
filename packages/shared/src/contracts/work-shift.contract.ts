import { z } from 'zod';

const dayWorkshiftSchema = z.record(z.string(), z.string());

/** Every weekday, `monday` to `sunday`, with its shifts as opening time → closing time (`{}` when closed). */
export const weekDayWorkshiftSchema = z.object({
  monday: dayWorkshiftSchema,
  tuesday: dayWorkshiftSchema,
  wednesday: dayWorkshiftSchema,
  thursday: dayWorkshiftSchema,
  friday: dayWorkshiftSchema,
  saturday: dayWorkshiftSchema,
  sunday: dayWorkshiftSchema,
});
