import { z } from 'zod';
import { queueStaffActions } from '../domain/audit';
import { daysInMonth } from '../domain/date-format';
import { staffRoles } from '../domain/staff';

// Messages end without a period: the server's validation answer appends one.

/** How many rows one page of the history holds (`GET /merchant/audit`); `before` reads the next. */
export const AUDIT_PAGE_SIZE = 100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'aaaa-mm-dd' that exists (no 31/04). */
export const auditDaySchema = z
  .string({ error: 'Informe o dia no formato aaaa-mm-dd' })
  .regex(DAY, { error: 'Informe o dia no formato aaaa-mm-dd' })
  .refine(
    (text) => {
      const [, year, month, day] = DAY.exec(text)?.map(Number) ?? [];
      return (
        year !== undefined &&
        month !== undefined &&
        day !== undefined &&
        year >= 2000 &&
        month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= daysInMonth(year, month)
      );
    },
    { error: 'Dia inválido' },
  );

/**
 * `GET /merchant/audit?day&user&before`: one day of the restaurant's history (days of its time zone), newest
 * first; `user` keeps one person's actions; `before` is the `next` cursor of the previous page.
 */
export const auditQuerySchema = z.object({
  day: auditDaySchema,
  user: z.uuid({ error: 'Pessoa inválida' }).optional(),
  before: z.coerce
    .number({ error: 'Página inválida' })
    .int({ error: 'Página inválida' })
    .positive({ error: 'Página inválida' })
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A person as the history names them: as they were when they acted. */
export const auditPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(staffRoles),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** One recorded action (docs/audit.md). */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  actor: auditPersonSchema,
  /** One of `auditActions` ('queue.call'); a code this version does not know is shown as it is. */
  action: z.string(),
  target: z.object({ kind: z.string(), id: z.uuid().nullable() }),
  /** The target's status before and after ('IN_QUEUE' → 'CALLED'); null where the action has none. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** Small facts: the reason, the item's name, the setting chosen. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** The diner it concerns, as they are now (an anonymised diner stays anonymised); null for settings. */
  diner: z.object({ name: z.string(), table: z.string().nullable() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The answer: the page, the cursor of the next one (null at the end), and who acted that day. */
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.number().int().nullable(),
  /** Everyone who acted that day (for the person filter), whatever `user` is. */
  people: z.array(auditPersonSchema),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/**
 * Who last did what to a diner (the queue card, the table dialog): 'Chamado por Ana às 20:14'. The latest of
 * each action, staff only (the diner's own steps and the system's are not listed).
 */
export const staffActionSchema = z.object({
  action: z.enum(queueStaffActions),
  by: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type StaffAction = z.infer<typeof staffActionSchema>;
