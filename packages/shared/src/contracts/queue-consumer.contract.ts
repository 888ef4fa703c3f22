import { z } from 'zod';
import { quitReasons } from '../domain/queue-reasons';
import { queueStatusSchema } from '../domain/queue-status.schema';
import { queueIdQuerySchema, tableLabelSchema } from './queue-checkin.contract';

/** Smallest and largest party size (docs/queue.md#party-size). */
export const MIN_SLOT = 1;
export const MAX_SLOT = 20;

/**
 * `POST /queue` body: the consumer (the session's own) joins a merchant's queue with a party size, and the
 * table's label when they scanned a table's QR code (`/queue/join?merchant=&table=`): it is proposed at
 * check-in, where the restaurant confirms or changes it (docs/queue.md#table-labels).
 */
export const joinQueueBodySchema = z.object({
  merchant: z.object({ id: z.uuid({ error: 'Restaurante inválido' }) }),
  consumer: z.object({ id: z.uuid({ error: 'Cliente inválido' }) }),
  slot: z
    .number({ error: 'Informe para quantas pessoas é a mesa' })
    .int({ error: 'Informe para quantas pessoas é a mesa' })
    .min(MIN_SLOT, { error: `A mesa é para ao menos ${MIN_SLOT} pessoa` })
    .max(MAX_SLOT, { error: `A mesa pode ser para no máximo ${MAX_SLOT} pessoas` }),
  table: tableLabelSchema.optional(),
});
export type JoinQueueBody = z.infer<typeof joinQueueBodySchema>;

/** `GET /queue?consumerId` and `GET /queue/last?consumerId`: the session's own consumer id. */
export const consumerIdQuerySchema = z.object({ consumerId: z.uuid({ error: 'Cliente inválido' }) });

/** `POST /queue/call/answer?queueId&answer=true`: the consumer confirms it is on the way. */
export const answerCallQuerySchema = queueIdQuerySchema.extend({
  answer: z.literal('true', { error: 'Use answer=true; para recusar a chamada, saia da fila' }),
});

/** `POST /queue/quit?queueId&reason`: one of the consumer's four reasons (docs/queue.md#reasons). */
export const quitQueueQuerySchema = queueIdQuerySchema.extend({
  reason: z.enum(quitReasons, { error: 'Motivo inválido' }),
});

/** One status an entry went through. */
export const queueHistoryItemSchema = z.object({
  status: queueStatusSchema,
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** A wait range in minutes, both multiples of 5: 'Tempo estimado: entre {min} e {max} min' (docs/wait-estimates.md). */
export const waitEstimateSchema = z.object({
  minMinutes: z.number().int().min(0),
  maxMinutes: z.number().int().min(0),
});
export type WaitEstimateRange = z.infer<typeof waitEstimateSchema>;

/** The consumer's view of a queue entry (docs/queue.md#reading-the-queue), with its position and deadline. */
export const consumerQueueEntrySchema = z.object({
  id: z.uuid(),
  status: queueStatusSchema,
  lastStatusAt: z.iso.datetime({ offset: true }),
  joinedAt: z.iso.datetime({ offset: true }),
  reason: z.string().nullable(),
  slot: z.number().int(),
  /** Oldest first; the last item is the current status. */
  history: z.array(queueHistoryItemSchema),
  consumer: z.object({ id: z.uuid(), name: z.string(), phone: z.string() }),
  merchant: z.object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    description: z.string(),
    cover: z.string().nullable(),
    icon: z.string().nullable(),
  }),
  /**
   * While waiting (WAITING_CONFIRMATION, IN_QUEUE): the place among the merchant's entries of the same
   * status, 1 for the oldest ('Você é o {n}º da fila'); null in any other status.
   */
  position: z.number().int().min(1).nullable(),
  /** While waiting: the time still to wait, learned from the merchant's history; null without enough of it. */
  waitEstimate: waitEstimateSchema.nullable(),
  /** When a CALLED (answer) or ACCEPTED_RESTAURANT_CALL (arrival) entry expires; null otherwise. */
  deadlineAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ConsumerQueueEntry = z.infer<typeof consumerQueueEntrySchema>;
export type QueueHistoryItem = z.infer<typeof queueHistoryItemSchema>;
