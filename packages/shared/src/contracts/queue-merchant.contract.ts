import { z } from 'zod';
import { deliveryStates, notificationChannels, notificationKinds } from '../domain/notification';
import { queueEntrySources } from '../domain/queue-entry-source';
import type { QueueStatus } from '../domain/queue-status';
import { queueStatusSchema } from '../domain/queue-status.schema';
import { refuseUnsafeText } from '../domain/safe-text.schema';
import { staffActionSchema } from './audit.contract';
import { CONSUMER_NAME_MAX_LENGTH, consumerPhoneSchema } from './consumer.contract';
import { joinQueueBodySchema } from './queue-consumer.contract';

// Messages end without a period: the server's validation answer appends one.

/**
 * The statuses the merchant's queue filter asks for ('Na fila', 'Aguardando confirmação', 'Chamados':
 * docs/queue.md#reading-the-queue).
 */
export const currentQueueFilterStatuses = ['IN_QUEUE', 'WAITING_CONFIRMATION', 'CALLED'] as const;

/** One status of the queue filter. */
export type CurrentQueueFilterStatus = (typeof currentQueueFilterStatuses)[number];

/**
 * What each filter status lists. 'Chamados' (`CALLED`) also lists ACCEPTED_RESTAURANT_CALL: a consumer who
 * confirmed the call is on the way, and the host must see them to check them in.
 */
export const currentQueueStatusGroups: Readonly<Record<CurrentQueueFilterStatus, readonly QueueStatus[]>> = {
  IN_QUEUE: ['IN_QUEUE'],
  WAITING_CONFIRMATION: ['WAITING_CONFIRMATION'],
  CALLED: ['CALLED', 'ACCEPTED_RESTAURANT_CALL'],
};

/** Table sizes of the filter (docs/queue.md#party-size); 5 means five or more. */
export const queueSlotFilters = [1, 2, 3, 4, 5] as const;

/** One table size of the filter. */
export type QueueSlotFilter = (typeof queueSlotFilters)[number];

/** Splits a comma list ('a,b,,c' → ['a','b','c']); absent stays absent. */
function commaList() {
  return z
    .string()
    .max(200, { error: 'Lista longa demais' })
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    );
}

/**
 * `GET /queue/current?merchantId&status&slots`: comma lists. Without `status`, every filter status; without
 * `slots`, every size. Also accepts ACCEPTED_RESTAURANT_CALL explicitly.
 */
export const currentQueueQuerySchema = z.object({
  merchantId: z.uuid({ error: 'Identificador do estabelecimento inválido' }),
  status: commaList()
    .pipe(
      z.array(
        z.enum([...currentQueueFilterStatuses, 'ACCEPTED_RESTAURANT_CALL'], {
          error: 'Status inválido: use IN_QUEUE, WAITING_CONFIRMATION ou CALLED',
        }),
      ),
    )
    .optional(),
  slots: commaList()
    .pipe(
      z.array(
        z
          .enum(['1', '2', '3', '4', '5'], {
            error: 'Tamanho de mesa inválido: use 1, 2, 3, 4 ou 5 (cinco ou mais)',
          })
          .transform(Number),
      ),
    )
    .optional(),
});
export type CurrentQueueQuery = z.infer<typeof currentQueueQuerySchema>;

/**
 * The notice statuses the host sees: on its way (or retrying), handed to the channel, given up, or not sent
 * (a call that could not reach the phone: no browser subscribed, no text budget left; the host then shouts).
 */
export const hostNotificationStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;

/**
 * One notice of an entry as the host sees it: `at` is when it was sent or gave up, or, while pending, when
 * it is (next) tried.
 */
export const entryNotificationSchema = z.object({
  channel: z.enum(notificationChannels),
  kind: z.enum(notificationKinds),
  status: z.enum(hostNotificationStatuses),
  at: z.iso.datetime({ offset: true }),
  /**
   * What WhatsApp's status callbacks said of a sent message (docs/whatsapp.md#statuses): it reached the
   * phone, or it was read; absent while nothing was said (and on the other channels).
   */
  delivery: z.enum(deliveryStates).optional(),
  /** When `delivery` last moved forward (the callback's own time); present with `delivery`. */
  deliveryAt: z.iso.datetime({ offset: true }).optional(),
});
export type EntryNotification = z.infer<typeof entryNotificationSchema>;

/** One entry of the merchant's live queue (docs/queue.md#reading-the-queue), with its position. */
export const merchantQueueEntrySchema = z.object({
  id: z.uuid(),
  status: queueStatusSchema,
  slot: z.number().int(),
  /** Where the diner joined: the web page, or the WhatsApp conversation (docs/whatsapp.md), shown as a badge. */
  source: z.enum(queueEntrySources),
  joinedAt: z.iso.datetime({ offset: true }),
  lastStatusAt: z.iso.datetime({ offset: true }),
  /**
   * The consumer: the merchant serves them, so it sees the phone (digits only) to reach them, e.g. by
   * WhatsApp. It is hidden only from guests at a table (docs/access.md#phones).
   */
  consumer: z.object({ name: z.string(), phone: z.string() }),
  /**
   * The latest time another device was refused a place here because this entry holds its phone
   * (PHONE_IN_QUEUE); null when nobody tried. With SMS verification off a phone proves nothing, so the one
   * waiting may be a stranger who typed the owner's number: the card says 'Outra pessoa tentou entrar com
   * este telefone às 20:14', and the host checks and removes a squatter (docs/security.md, "A phone is not a
   * password").
   */
  phoneClaimedAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * The table's label ('12'): given at check-in, or before it the table whose QR code the consumer scanned
   * (proposed at check-in: docs/queue.md#table-labels); null when none.
   */
  table: z.string().nullable(),
  /** When a CALLED or ACCEPTED_RESTAURANT_CALL entry expires (the answer or arrival deadline); else null. */
  deadlineAt: z.iso.datetime({ offset: true }).nullable(),
  /** How many times the host gave this entry 5 more minutes ('+5 min', at most twice per entry). */
  deadlineExtensions: z.number().int().min(0),
  /**
   * Place among the merchant's entries of the same (active) status, 1 = oldest (docs/queue.md#positions);
   * else null.
   */
  position: z.number().int().min(1).nullable(),
  /**
   * What reached (or is on its way to) the consumer's phone, per notice and channel, so the host knows
   * whether to shout the name (docs/notifications.md#host). A call that was not sent is listed (skipped);
   * the reminders ('almost', 'deadline') skipped because they no longer applied are left out.
   */
  notifications: z.array(entryNotificationSchema),
  /** Who last accepted, called... this diner, and when ('Chamado por Ana às 20:14': docs/audit.md). */
  staffActions: z.array(staffActionSchema),
  /**
   * The labels of the restaurant's FREE tables that fit the party (`minSeats ≤ slot ≤ seats`), fewest seats
   * first (rules §13 'Fit', docs/tables.md#fit), for every waiting entry; empty for a seated one (CHECK_IN)
   * or when the restaurant defined no tables.
   */
  fits: z.array(z.string()),
});
export type MerchantQueueEntry = z.infer<typeof merchantQueueEntrySchema>;

/** `GET /queue/current` answer: oldest first. */
export const currentQueueResponseSchema = z.array(merchantQueueEntrySchema);

/** A reason the merchant gives (remove, refuse, purge), which the consumer reads: 1 to 200 characters. */
export const merchantReasonSchema = refuseUnsafeText(
  z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(1, { error: 'Informe o motivo' })
    .max(200, { error: 'O motivo pode ter no máximo 200 caracteres' }),
  'O motivo',
);

/** `POST /queue/refuse` and `POST /queue/remove`: `?queueId&reason`. */
export const queueReasonQuerySchema = z.object({
  queueId: z.uuid({ error: 'Fila inválida' }),
  reason: merchantReasonSchema,
});
export type QueueReasonQuery = z.infer<typeof queueReasonQuerySchema>;

/** `PATCH /queue/purge?id&reason`: every active entry but CHECK_IN leaves the queue. */
export const purgeQueueQuerySchema = z.object({
  id: z.uuid({ error: 'Identificador do estabelecimento inválido' }),
  reason: merchantReasonSchema,
});
export type PurgeQueueQuery = z.infer<typeof purgeQueueQuerySchema>;

/** What the purge answers: how many entries were removed. */
export const purgeQueueResponseSchema = z.object({ purged: z.number().int() });
export type PurgeQueueResponse = z.infer<typeof purgeQueueResponseSchema>;

/** Message when the host adds a party without a name. */
export const WALK_IN_NAME_REQUIRED_MESSAGE = 'Informe o nome do cliente';

/**
 * `POST /merchant/queue` body (owner, host): the party standing at the door joins the queue as `IN_QUEUE`
 * (docs/queue.md#walk-ins). The name as the host types it, the party size as a diner's, and a phone (digits or
 * masked; an empty field is no phone) that is a contact for the call's notices, never a way into a session.
 */
export const addWalkInBodySchema = z.object({
  name: refuseUnsafeText(
    z
      .string({ error: WALK_IN_NAME_REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: WALK_IN_NAME_REQUIRED_MESSAGE })
      .max(CONSUMER_NAME_MAX_LENGTH, { error: `O nome pode ter até ${CONSUMER_NAME_MAX_LENGTH} caracteres` }),
    'O nome',
  ),
  slot: joinQueueBodySchema.shape.slot,
  phone: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    consumerPhoneSchema.optional(),
  ),
});
export type AddWalkInBody = z.infer<typeof addWalkInBodySchema>;

/** `POST /merchant/queue` answer (201): the new entry, `IN_QUEUE`. */
export const addWalkInResponseSchema = z.object({ id: z.uuid(), status: queueStatusSchema });
export type AddWalkInResponse = z.infer<typeof addWalkInResponseSchema>;
