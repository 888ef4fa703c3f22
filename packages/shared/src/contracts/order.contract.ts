import { z } from 'zod';
import { MAX_UNIT_NOTE_LENGTH } from '../domain/item-options';
import { orderItemStatusSchema } from '../domain/order-item-status.schema';
import { orderStatusSchema } from '../domain/order-status.schema';
import { queueStatusSchema } from '../domain/queue-status.schema';
import { refuseUnsafeText } from '../domain/safe-text.schema';
import { staffActionSchema } from './audit.contract';
import { orderPaymentSchema } from './pix.contract';
import { queueHistoryItemSchema } from './queue-consumer.contract';

// Messages end without a period: the server's validation answer appends one.
const uuid = (message: string) => z.uuid({ error: message });

/** `GET /order/info?queueId&consumerId`: the consumer's order at that table; 404 when it has none yet. */
export const orderInfoQuerySchema = z.object({
  queueId: uuid('Fila inválida'),
  consumerId: uuid('Cliente inválido'),
});
export const orderInfoResponseSchema = z.object({ orderId: z.uuid() });
export type OrderInfoResponse = z.infer<typeof orderInfoResponseSchema>;

/** `POST /order {consumerId, queueId}`: opens the consumer's order at the table (the existing one if any). */
export const createOrderBodySchema = z.object({
  consumerId: uuid('Cliente inválido'),
  queueId: uuid('Fila inválida'),
});
export const createOrderResponseSchema = z.object({ id: z.uuid() });
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** `?orderId=` of `GET /order` and `POST /order/sent`. */
export const orderIdQuerySchema = z.object({ orderId: uuid('Pedido inválido') });

/**
 * `?orderItemId=` of the consumer's item calls (`DELETE /order/item`, `PATCH /order/item/request/cancel`).
 */
export const orderItemIdQuerySchema = z.object({ orderItemId: uuid('Item do pedido inválido') });

/**
 * `?orderItemId&merchantId` of the merchant's item calls (accept, refuse, deliver, undeliver, cancel).
 */
export const merchantOrderItemQuerySchema = z.object({
  orderItemId: uuid('Item do pedido inválido'),
  merchantId: uuid('Estabelecimento inválido'),
});

/** A unit's note or a refusal's reason: trimmed, up to 140 characters, one line; empty is none. */
function shortTextSchema(subject: string, missing: string) {
  return refuseUnsafeText(
    z
      .string({ error: missing })
      .trim()
      .max(MAX_UNIT_NOTE_LENGTH, {
        error: `${subject} pode ter no máximo ${MAX_UNIT_NOTE_LENGTH} caracteres`,
      }),
    subject,
  );
}

/**
 * `PATCH /order/item/refuse?orderItemId&merchantId&reason`: the reason (optional, up to 140 characters)
 * is what the consumer reads beside the refused item.
 */
export const refuseOrderItemQuerySchema = merchantOrderItemQuerySchema.extend({
  reason: shortTextSchema('O motivo', 'O motivo deve ser um texto')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type RefuseOrderItemQuery = z.input<typeof refuseOrderItemQuerySchema>;

/**
 * `PUT /order {orderQueue:{id}, item:{id}, options?, note?}`: adds ONE unit of a menu item to the consumer's
 * open order, with the ids of the chosen options (each group's min and max apply: 400 naming the group) and
 * a note of up to 140 characters ('sem cebola').
 */
export const addOrderItemBodySchema = z.object({
  orderQueue: z.object({ id: uuid('Pedido inválido') }),
  item: z.object({ id: uuid('Item inválido') }),
  options: z
    .array(uuid('Opção inválida'), { error: 'As opções devem ser uma lista' })
    .max(200, { error: 'Opções demais' })
    .default([]),
  note: shortTextSchema('A observação', 'A observação deve ser um texto')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type AddOrderItemBody = z.input<typeof addOrderItemBodySchema>;

/**
 * `PUT /order` headers: an optional `Idempotency-Key` (1..200 visible ASCII characters, a UUID from the
 * client), one per consumer action and reused when the same action is retried. Other headers pass through.
 */
export const addOrderItemHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, { error: 'Idempotency-Key: de 1 a 200 caracteres visíveis, sem espaços' })
    .optional()
    .describe(
      'Chave única por ação do cliente (ex.: um UUID). Repetir a requisição com a mesma chave não adiciona de novo: ' +
        'a primeira resposta é devolvida (mesmo status e corpo, com o cabeçalho Idempotent-Replayed: true). ' +
        'A mesma chave com outro pedido ou item responde 422. Tentativas simultâneas com a mesma chave esperam a ' +
        'primeira terminar e devolvem a resposta dela. Chaves valem por 24 horas, por cliente.',
    ),
});

/**
 * `PATCH /order/close {orderId, queueId, serviceFee}`: the consumer asks for the bill with a fee of 0..100 %.
 */
export const closeOrderBodySchema = z.object({
  orderId: uuid('Pedido inválido'),
  queueId: uuid('Fila inválida'),
  serviceFee: z
    .number({ error: 'Informe a taxa de serviço' })
    .int({ error: 'A taxa de serviço é um número inteiro' })
    .min(0, { error: 'A taxa de serviço vai de 0 a 100' })
    .max(100, { error: 'A taxa de serviço vai de 0 a 100' }),
});
export type CloseOrderBody = z.infer<typeof closeOrderBodySchema>;

/** `PATCH /order/status/update?merchantId {orderId, queueId, orderStatus}`: the merchant moves an order. */
export const updateOrderStatusQuerySchema = z.object({ merchantId: uuid('Estabelecimento inválido') });
export const updateOrderStatusBodySchema = z.object({
  orderId: uuid('Pedido inválido'),
  queueId: uuid('Fila inválida'),
  orderStatus: z.enum(['PAYMENT_REQUESTED', 'CLOSED', 'OPEN'], { error: 'Status de pedido inválido' }),
});
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBodySchema>;

/** An option a unit keeps: copies of its name, its group's name and its price (reais) when it was added. */
export const orderItemOptionSchema = z.object({
  id: z.uuid(),
  group: z.string(),
  name: z.string(),
  price: z.number(),
});
export type OrderItemOption = z.infer<typeof orderItemOptionSchema>;

/**
 * One unit of an order, with the item's name and price (reais) copied when it was added, the options chosen
 * (copies) and the note. `price` is what the unit costs: the item's price plus its options'
 * (docs/money.md#options); every bill sums `price`, never `item.price`.
 */
export const orderItemSchema = z.object({
  id: z.uuid(),
  item: z.object({ id: z.uuid(), name: z.string(), price: z.number() }),
  price: z.number(),
  options: z.array(orderItemOptionSchema),
  /** The consumer's note ('sem cebola'); null when none. */
  note: z.string().nullable(),
  orderItemStatus: orderItemStatusSchema,
  /** Whether the kitchen prepares it (accepting sends it to PREPARING rather than ACCEPTED). */
  prepared: z.boolean(),
  /** Why the restaurant refused it, when it said (REFUSED only); null otherwise. */
  refusalReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * An order as the specification's entity has it. `serviceFee` is the percent the consumer chose (or the
 * merchant's default once payment is requested); null while the consumer has not chosen. Totals are not
 * sent: both sides compute them with the shared `computeBill`.
 */
export const orderSchema = z.object({
  id: z.uuid(),
  status: orderStatusSchema,
  queueId: z.uuid(),
  consumerId: z.uuid(),
  merchantName: z.string(),
  consumerName: z.string(),
  /** The table's label the restaurant gave at check-in ('12', 'Varanda 3'); null when none. */
  table: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  serviceFee: z.number().int().min(0).max(100).nullable(),
  items: z.array(orderItemSchema),
  /** How the bill was paid, once the host confirmed it or the Pix provider did (PAYMENT_COMPLETED); else null. */
  payment: orderPaymentSchema.nullable(),
  /** When the diner said 'Já paguei' about a Pix not yet confirmed ('Pix informado'); null otherwise. */
  pixReportedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * `GET /order?orderId`: the order as its own consumer reads it, or, for anyone else who knows the id (the
 * checkout summary), without `queueId` (the table's guest pass) and `consumerId`.
 */
export const orderAnswerSchema = orderSchema.extend({
  queueId: z.uuid().optional().describe('Só para o próprio cliente do pedido'),
  consumerId: z.uuid().optional().describe('Só para o próprio cliente do pedido'),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** `GET /order/queue?queueId`: every order of a seated table (merchant). */
export const queueOrdersQuerySchema = z.object({ queueId: uuid('Fila inválida') });
export const queueOrdersResponseSchema = z.array(orderSchema);

/** `GET /queue/hall?merchantId`: one seated table in the hall list. */
export const hallEntrySchema = z.object({
  queue: z.object({
    id: z.uuid(),
    slot: z.number().int(),
    consumer: z.object({ name: z.string() }),
    /** The table's label ('12'); null when none was given. The hall's search matches it as well as the name. */
    table: z.string().nullable(),
  }),
  /** Units SENT and waiting for the merchant. */
  pendingSentItems: z.number().int(),
  /** Units whose cancellation the consumer asked for. */
  pendingCancelRequestedItems: z.number().int(),
  /**
   * When the oldest pending SENT unit was sent; null when none is pending: how long the oldest pending item
   * has waited ('Conta solicitada' and the wait on the tile: docs/orders-and-bills.md#hall).
   */
  firstItem: z.iso.datetime({ offset: true }).nullable(),
  /** When the oldest unit accepted and not yet delivered (ACCEPTED, PREPARING) was accepted; else null. */
  oldestAcceptedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether someone at the table asked for the bill: an order PAYMENT_REQUESTED ('Conta solicitada'). */
  billRequested: z.boolean(),
  /** When the oldest such order asked (its last status change); null when none. */
  billRequestedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether a diner of the table said 'Já paguei' about a Pix the host has not confirmed ('Pix informado'). */
  pixReported: z.boolean(),
  /** Whether every bill the table asked for is paid (PAYMENT_COMPLETED) and at least one was ('Pago'). */
  paid: z.boolean(),
  /**
   * Who called and seated the table, and who refused its latest unit, with when (the table dialog:
   * docs/audit.md).
   */
  staffActions: z.array(staffActionSchema),
});
export type HallEntry = z.infer<typeof hallEntrySchema>;
export const hallQuerySchema = z.object({ merchantId: uuid('Estabelecimento inválido') });
export const hallResponseSchema = z.array(hallEntrySchema);

/** `GET /queue?queueId`: the table's entry as the table sees it (owner and guests; never the phone). */
export const tableQueueQuerySchema = z.object({ queueId: uuid('Fila inválida') });
export const tableQueueEntrySchema = z.object({
  id: z.uuid(),
  status: queueStatusSchema,
  slot: z.number().int(),
  lastStatusAt: z.iso.datetime({ offset: true }),
  history: z.array(queueHistoryItemSchema),
  merchant: z.object({ id: z.uuid(), name: z.string(), icon: z.string().nullable() }),
  consumer: z.object({ id: z.uuid(), name: z.string() }),
  /** The table's label the restaurant gave ('12'); null when none. */
  table: z.string().nullable(),
  /**
   * The whole table's bill so far, beside the consumer's own: the sum of every order's subtotal (units sent
   * and not refused or cancelled, at their `price`; carts and fees not counted), in reais, and how many
   * orders the table holds.
   */
  tableTotal: z.object({
    subtotal: z.number(),
    orders: z.number().int(),
    /**
     * The paid deposit of the booking this table was seated from, in reais, that comes off the table's bill
     * ('Sinal da reserva', docs/bookings.md#deposit); absent when none.
     */
    deposit: z.number().positive().optional(),
  }),
});
export type TableQueueEntry = z.infer<typeof tableQueueEntrySchema>;

/**
 * `GET /queue/invite?queueId`: which restaurant a share link invites to, for a guest who has no session
 * yet ('Juntar-se à fila de {nome}'), and whose table it is: the owner's first name only (the queue id is
 * the table's guest pass; no phone, no id). A finished table answers 404 (the invitation is over).
 */
export const queueInviteResponseSchema = z.object({
  merchant: z.object({ id: z.uuid(), name: z.string(), icon: z.string().nullable() }),
  owner: z.object({ firstName: z.string() }),
});
export type QueueInvite = z.infer<typeof queueInviteResponseSchema>;
