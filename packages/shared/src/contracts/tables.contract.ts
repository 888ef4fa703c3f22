import { z } from 'zod';
import { refuseUnsafeText } from '../domain/safe-text.schema';
import { MAX_TABLE_LABEL_LENGTH } from '../domain/table-label';
import { MAX_TABLE_AREA_LENGTH, MAX_TABLE_SEATS, normalizeTableLabel } from '../domain/tables';

// Messages end without a period: the server's validation answer appends one.

/** A defined table's label: as a check-in's (rules §11), inner spaces collapsed. */
export const definedTableLabelSchema = refuseUnsafeText(
  z
    .string({ error: 'Informe a mesa' })
    .transform(normalizeTableLabel)
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

const seatsSchema = z
  .number({ error: 'Informe os lugares' })
  .int({ error: 'Os lugares são um número inteiro' })
  .min(1, { error: `Cada mesa tem de 1 a ${MAX_TABLE_SEATS} lugares` })
  .max(MAX_TABLE_SEATS, { error: `Cada mesa tem de 1 a ${MAX_TABLE_SEATS} lugares` });

const minSeatsSchema = z
  .number({ error: 'Informe o mínimo de pessoas' })
  .int({ error: 'O mínimo é um número inteiro' })
  .min(1, { error: 'O mínimo de pessoas é pelo menos 1' });

/** An area ('Salão', 'Varanda'); blank means none. */
const areaSchema = refuseUnsafeText(
  z
    .string()
    .trim()
    .max(MAX_TABLE_AREA_LENGTH, { error: `A área pode ter no máximo ${MAX_TABLE_AREA_LENGTH} caracteres` }),
  'A área',
)
  .nullable()
  .transform((area) => (area ? area : null));

const minNotAboveSeats = {
  error: 'O mínimo de pessoas não pode passar dos lugares da mesa',
  path: ['minSeats'],
};

/** `POST /merchant/tables {label, seats, minSeats?, area?}` (owner): `minSeats` defaults to 1. */
export const createTableBodySchema = z
  .object({
    label: definedTableLabelSchema,
    seats: seatsSchema,
    minSeats: minSeatsSchema.default(1),
    area: areaSchema.optional().transform((area) => area ?? null),
  })
  .refine((t) => t.minSeats <= t.seats, minNotAboveSeats);
export type CreateTableBody = z.input<typeof createTableBodySchema>;

/** `PATCH /merchant/tables/{id}`: any of the fields; the result must still have `minSeats ≤ seats`. */
export const updateTableBodySchema = z
  .object({
    label: definedTableLabelSchema.optional(),
    seats: seatsSchema.optional(),
    minSeats: minSeatsSchema.optional(),
    area: areaSchema.optional(),
  })
  .refine(
    (t) => t.minSeats === undefined || t.seats === undefined || t.minSeats <= t.seats,
    minNotAboveSeats,
  );
export type UpdateTableBody = z.input<typeof updateTableBodySchema>;

/** `POST /merchant/tables/import {text}`: the owner's lines ('Mesa 1..20, 4 lugares'; docs/tables.md#import). */
export const importTablesBodySchema = z.object({
  text: z
    .string({ error: 'Escreva as mesas' })
    .max(5000, { error: 'O texto pode ter no máximo 5000 caracteres' }),
});
export type ImportTablesBody = z.infer<typeof importTablesBodySchema>;

/** `/merchant/tables/{id}`: the table, by id. */
export const tableParamsSchema = z.object({ id: z.uuid({ error: 'Mesa inválida' }) });

/** One defined table and its state (rules §13 'Tables'). */
export const restaurantTableSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  seats: z.number().int(),
  minSeats: z.number().int(),
  area: z.string().nullable(),
  /** FREE, SEATED (a party in CHECK_IN sits there) or HELD (a booking starts soon: comes with bookings). */
  state: z.enum(['FREE', 'SEATED', 'HELD']),
  /** The seated entry, when SEATED. */
  queueId: z.uuid().nullable(),
  /** The booking that holds it, when HELD (always null until bookings exist). */
  bookingId: z.uuid().nullable(),
  /** Since when it is SEATED (the check-in) or HELD; null when FREE. */
  since: z.iso.datetime({ offset: true }).nullable(),
  /** Who sits there, when SEATED: the name of the entry's diner (the floor's tile); null otherwise. */
  partyName: z.string().nullable(),
  /** How many sit there, when SEATED (the entry's slot); null otherwise. */
  partySlot: z.number().int().nullable(),
  /**
   * When the seated party first asked for the bill (an order PAYMENT_REQUESTED, CLOSED or PAYMENT_COMPLETED:
   * 'Quase livre' on the floor); null when no one did or no one sits there.
   */
  billRequestedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type RestaurantTable = z.infer<typeof restaurantTableSchema>;

/** `GET /merchant/tables`: every table, by area then label (natural order). */
export const restaurantTableListSchema = z.array(restaurantTableSchema);
export type RestaurantTableList = z.infer<typeof restaurantTableListSchema>;
