import { z } from 'zod';
import { queueStatusSchema } from '../domain/queue-status.schema';
import { refuseUnsafeText } from '../domain/safe-text.schema';
import { MAX_TABLE_LABEL_LENGTH, stripTableWord } from '../domain/table-label';

/** `?queueId=` of the queue action calls (call, accept, refuse, remove, checkin, answer, quit, checkout). */
export const queueIdQuerySchema = z.object({ queueId: z.uuid('Fila inválida.') });

/** The longest table label ('Varanda 12'), kept in the domain for the pages that load no zod. */
export { MAX_TABLE_LABEL_LENGTH };

/**
 * A table's label as the restaurant names it ('12', 'Varanda 3'): trimmed, 1 to 12 characters, without a
 * leading 'Mesa' (the screens' word: 'Mesa 12' is kept as '12', rules §11).
 */
export const tableLabelSchema = refuseUnsafeText(
  z
    .string({ error: 'Informe a mesa' })
    .trim()
    .transform(stripTableWord)
    .pipe(
      z
        .string()
        .min(1, { error: 'Informe a mesa' })
        .max(MAX_TABLE_LABEL_LENGTH, {
          error: `A mesa pode ter no máximo ${MAX_TABLE_LABEL_LENGTH} caracteres`,
        }),
    ),
  'A mesa',
);

/**
 * `POST /queue/checkin?queueId&table&force`: `table` (optional) names the table the restaurant seats the party
 * at; only the restaurant gives it (a consumer's 'Cheguei' with a table answers 400). A table a booking holds
 * answers 409 ('Mesa reservada às 20:00.') unless `force=true` (rules §13 'Held tables').
 */
export const checkinQuerySchema = queueIdQuerySchema.extend({
  table: tableLabelSchema.optional(),
  force: z
    .enum(['true', 'false'], { error: 'Informe force=true ou force=false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type CheckinQuery = z.input<typeof checkinQuerySchema>;

/** `PATCH /queue/table?queueId&table`: changes the label of a seated table (CHECK_IN; 409 otherwise). */
export const tableLabelQuerySchema = queueIdQuerySchema.extend({ table: tableLabelSchema });
export type TableLabelQuery = z.input<typeof tableLabelQuerySchema>;

/** What a queue action answers: the entry's new status. */
export const queueTransitionResultSchema = z.object({
  id: z.uuid(),
  status: queueStatusSchema,
  lastStatusAt: z.iso.datetime({ offset: true }),
});
export type QueueTransitionResult = z.infer<typeof queueTransitionResultSchema>;

/** What check-in and `PATCH /queue/table` answer: the entry's status and its table label (null when none). */
export const queueTableResultSchema = queueTransitionResultSchema.extend({ table: z.string().nullable() });
export type QueueTableResult = z.infer<typeof queueTableResultSchema>;
