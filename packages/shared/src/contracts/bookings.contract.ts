import { z } from 'zod';
import { refuseUnsafeText } from '../domain/safe-text.schema';
import { MAX_TABLE_SEATS } from '../domain/tables';
import { CONSUMER_NAME_MAX_LENGTH, consumerPhoneSchema } from './consumer.contract';
import { tableLabelSchema } from './queue-checkin.contract';
import { WALK_IN_NAME_REQUIRED_MESSAGE } from './queue-merchant.contract';

// Bookings (rules §13 'Booking settings' … 'Deposit'). Messages end without a period: the server's validation
// answer appends one.

/** A booking's life: `PENDING_DEPOSIT` and `CONFIRMED` are live (they hold a table); the rest are final. */
export const bookingStatuses = ['PENDING_DEPOSIT', 'CONFIRMED', 'ARRIVED', 'CANCELED', 'NO_SHOW'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusSchema = z.enum(bookingStatuses);

/** The statuses that take a table (rules §13 'Availability'). */
export const liveBookingStatuses = [
  'CONFIRMED',
  'PENDING_DEPOSIT',
] as const satisfies readonly BookingStatus[];

/** The grid's allowed steps, in minutes. */
export const bookingSlotMinutes = [15, 30, 60] as const;

/** A note's longest length ('aniversário, cadeira de bebê'). */
export const MAX_BOOKING_NOTE_LENGTH = 200;

/** A calendar date 'YYYY-MM-DD' that exists. */
export const bookingDateSchema = z
  .string({ error: 'Informe a data' })
  .regex(/^\d{4}-\d{2}-\d{2}$/u, { error: 'Informe a data no formato AAAA-MM-DD' })
  .refine(
    (value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { error: 'Data inválida' },
  );

/** A local start time 'HH:MM'. */
export const bookingTimeSchema = z
  .string({ error: 'Informe o horário' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/u, { error: 'Informe o horário no formato HH:MM' });

/** A booking's party size: as a table's seats, 1..30. */
export const bookingSlotSchema = z.coerce
  .number({ error: 'Informe para quantas pessoas' })
  .int({ error: 'Informe para quantas pessoas' })
  .min(1, { error: 'A reserva é para ao menos 1 pessoa' })
  .max(MAX_TABLE_SEATS, { error: `A reserva pode ser para no máximo ${MAX_TABLE_SEATS} pessoas` });

const noteSchema = refuseUnsafeText(
  z
    .string()
    .trim()
    .max(MAX_BOOKING_NOTE_LENGTH, {
      error: `A observação pode ter até ${MAX_BOOKING_NOTE_LENGTH} caracteres`,
    }),
  'A observação',
)
  .nullable()
  .optional()
  .transform((note) => (note ? note : null));

function intIn(name: string, min: number, max: number) {
  const message = `${name} vai de ${min} a ${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/**
 * `PUT /merchant/bookings` (owner): bookings on or off and their grid (rules §13 'Booking settings');
 * `depositCents` (optional, 0 or absent = no deposit) turns on the Pix deposit.
 */
export const bookingSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Informe se as reservas estão ativas' }),
  slotMinutes: z.union(
    bookingSlotMinutes.map((m) => z.literal(m)),
    { error: 'O intervalo entre horários é de 15, 30 ou 60 minutos' },
  ),
  durationMinutes: intIn('A duração da reserva', 30, 300),
  minLeadMinutes: intIn('A antecedência mínima', 0, 1440),
  maxDaysAhead: intIn('O limite de dias à frente', 1, 90),
  maxPartySize: intIn('O maior grupo', 1, MAX_TABLE_SEATS),
  holdMinutes: intIn('O tempo de mesa guardada', 0, 120),
  depositCents: intIn('O sinal', 0, 100_000_00).optional().default(0),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
export type BookingSettingsBody = z.input<typeof bookingSettingsSchema>;

/** A restaurant's settings before the owner has saved any: off, on a 30-minute grid. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: false,
  slotMinutes: 30,
  durationMinutes: 90,
  minLeadMinutes: 60,
  maxDaysAhead: 30,
  maxPartySize: 8,
  holdMinutes: 15,
  depositCents: 0,
};

/** `GET /bookings/availability?merchantId=&date=YYYY-MM-DD&slot=N` (anyone). */
export const bookingAvailabilityQuerySchema = z.object({
  merchantId: z.uuid({ error: 'Restaurante inválido' }),
  date: bookingDateSchema,
  slot: bookingSlotSchema,
});
export type BookingAvailabilityQuery = z.infer<typeof bookingAvailabilityQuerySchema>;

/** The free start times, in the restaurant's local time, on the grid. */
export const bookingAvailabilitySchema = z.object({
  date: z.string(),
  slot: z.number().int(),
  times: z.array(z.string()),
});
export type BookingAvailability = z.infer<typeof bookingAvailabilitySchema>;

/** `POST /bookings` (the diner's session, as for `POST /queue`). */
export const createBookingBodySchema = z.object({
  merchantId: z.uuid({ error: 'Restaurante inválido' }),
  date: bookingDateSchema,
  time: bookingTimeSchema,
  slot: bookingSlotSchema,
  note: noteSchema,
});
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

/** The Pix deposit a `PENDING_DEPOSIT` booking waits for (rules §10, §13 'Deposit'). */
export const bookingDepositSchema = z.object({
  amountCents: z.number().int(),
  /** The BR Code ('copia e cola'); null when the restaurant has no Pix key. */
  brCode: z.string().nullable(),
  /** When an unpaid booking lapses (15 minutes after it was made). */
  expiresAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
});

/** A booking as the diner sees it (`POST /bookings` 201, `GET /bookings/{id}`, the list). */
export const bookingSchema = z.object({
  id: z.uuid(),
  status: bookingStatusSchema,
  date: z.string(),
  time: z.string(),
  slot: z.number().int(),
  /** The table's label the server chose. */
  table: z.string().nullable(),
  note: z.string().nullable(),
  merchantId: z.uuid(),
  merchantName: z.string(),
  /** The start as an instant, for calendars and countdowns. */
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  deposit: bookingDepositSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.array(bookingSchema);

/** `/bookings/{id}` and `/merchant/bookings/{id}`. */
export const bookingParamsSchema = z.object({ id: z.uuid({ error: 'Reserva inválida' }) });

/** `GET /bookings?consumerId=` (own, newest first). */
export const bookingConsumerQuerySchema = z.object({ consumerId: z.uuid({ error: 'Cliente inválido' }) });

/** `GET /merchant/bookings?date=` (owner, host). */
export const merchantBookingsQuerySchema = z.object({ date: bookingDateSchema });

/** One line of the host's day (rules §13 'The host'). */
export const merchantBookingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  slot: z.number().int(),
  date: z.string(),
  time: z.string(),
  status: bookingStatusSchema,
  table: z.string().nullable(),
  note: z.string().nullable(),
  /** The seated queue entry once `ARRIVED`. */
  queueId: z.uuid().nullable(),
  deposit: bookingDepositSchema.nullable(),
});
export type MerchantBooking = z.infer<typeof merchantBookingSchema>;
export const merchantBookingListSchema = z.array(merchantBookingSchema);

/** `POST /merchant/bookings` (owner, host): a booking taken by phone. */
export const createMerchantBookingBodySchema = z.object({
  name: refuseUnsafeText(
    z
      .string({ error: WALK_IN_NAME_REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: WALK_IN_NAME_REQUIRED_MESSAGE })
      .max(CONSUMER_NAME_MAX_LENGTH, { error: `O nome pode ter até ${CONSUMER_NAME_MAX_LENGTH} caracteres` }),
    'O nome',
  ),
  phone: consumerPhoneSchema,
  date: bookingDateSchema,
  time: bookingTimeSchema,
  slot: bookingSlotSchema,
  note: noteSchema,
  /**
   * With a deposit in the settings: the party already paid it (by phone, in cash) and the booking starts
   * `CONFIRMED` with `paidAt`; otherwise (the default) it waits for the deposit as a diner's does.
   */
  depositPaid: z.boolean({ error: 'Informe se o sinal já foi pago' }).optional().default(false),
});
export type CreateMerchantBookingBody = z.input<typeof createMerchantBookingBodySchema>;

/** `POST /merchant/bookings/{id}/arrive?table=`: seat the party (default: the booked table). */
export const arriveBookingQuerySchema = z.object({
  table: tableLabelSchema.optional(),
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** The message when a time is no longer free (409). */
export const BOOKING_TIME_TAKEN_MESSAGE = 'Horário indisponível.';
