import { z } from 'zod';
import { orderItemStatusSchema } from '../domain/order-item-status.schema';
import { orderStatusSchema } from '../domain/order-status.schema';
import { queueStatusSchema } from '../domain/queue-status.schema';
import { orderItemOptionSchema } from './order.contract';

// The public API v1 (docs/integrations.md#public-api-v1, rules §15): what a restaurant's own tools read and
// change with an API key. v1 changes only by adding; a breaking change is /v2. Money in reais, as JSON
// numbers, as the rest of the API speaks it (docs/money.md).

/** One diner still waiting for a table, as `GET /v1/queue` lists them. */
export const v1QueueEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slot: z.number().int(),
  status: queueStatusSchema,
  /** Place among the restaurant's entries of the same status (1 = next); null when it has none. */
  position: z.number().int().min(1).nullable(),
  joinedAt: z.iso.datetime({ offset: true }),
});
export type V1QueueEntry = z.infer<typeof v1QueueEntrySchema>;

/** `GET /v1/queue`: the entries waiting (IN_QUEUE, WAITING_CONFIRMATION, CALLED), oldest first. */
export const v1QueueSchema = z.array(v1QueueEntrySchema);

/** `GET /v1/orders?since=`: an ISO 8601 instant with its offset (`2026-12-02T19:00:00Z`). */
export const v1OrdersQuerySchema = z.object({
  since: z.iso.datetime({
    offset: true,
    error: 'Informe since como um instante ISO 8601 (ex.: 2026-12-02T19:00:00Z)',
  }),
});

/** One unit of a v1 order: `price` is the unit's (item plus options), in reais. */
export const v1OrderUnitSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  name: z.string(),
  options: z.array(orderItemOptionSchema),
  note: z.string().nullable(),
  price: z.number(),
  status: orderItemStatusSchema,
});

/** One order of `GET /v1/orders`: `subtotal` sums the units that are billed (not refused or canceled). */
export const v1OrderSchema = z.object({
  id: z.uuid(),
  queueId: z.uuid(),
  table: z.string().nullable(),
  status: orderStatusSchema,
  consumer: z.object({ name: z.string() }),
  units: z.array(v1OrderUnitSchema),
  subtotal: z.number(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type V1Order = z.infer<typeof v1OrderSchema>;

/** `GET /v1/orders?since=`: the orders changed at or after `since`, oldest change first. */
export const v1OrdersSchema = z.array(v1OrderSchema);

/** `PATCH /v1/menu/items/{id}`. */
export const v1ItemParamsSchema = z.object({ id: z.uuid({ error: 'Item inválido' }) });

/** `PATCH /v1/menu/items/{id} {soldOut}`: marks the item 'Esgotado' or available again. */
export const v1SoldOutBodySchema = z.object({
  soldOut: z.boolean({ error: 'Informe soldOut como true ou false' }),
});
