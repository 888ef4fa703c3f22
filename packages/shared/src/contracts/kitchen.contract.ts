import { z } from 'zod';

// The kitchen display (docs/kitchen.md): what the kitchen must prepare now, table by table.

/** `GET /kitchen?merchantId`: the token's own merchant (403 for another's). */
export const kitchenQuerySchema = z.object({ merchantId: z.uuid({ error: 'Estabelecimento inválido' }) });
export type KitchenQuery = z.infer<typeof kitchenQuerySchema>;

/** An option of a unit as the kitchen reads it: the group's and the option's names (copies). */
export const kitchenUnitOptionSchema = z.object({ id: z.uuid(), group: z.string(), name: z.string() });

/**
 * `PATCH /kitchen/start?orderItemId&merchantId` ('Começar'): the kitchen starts a unit waiting to be prepared
 * ('A preparar' → 'Em preparo'); the unit stays PREPARING (docs/kitchen.md#started).
 */
export const startKitchenUnitQuerySchema = z.object({
  orderItemId: z.uuid({ error: 'Item do pedido inválido' }),
  merchantId: z.uuid({ error: 'Estabelecimento inválido' }),
});
export type StartKitchenUnitQuery = z.infer<typeof startKitchenUnitQuerySchema>;

/**
 * One unit to prepare: accepted (PREPARING: a `prepared` item) and not yet delivered. Starting it is
 * `PATCH /kitchen/start`; marking it ready is `PATCH /order/item/deliver` (started or not); 'Desfazer'
 * within 10 s is `PATCH /order/item/undeliver`.
 */
export const kitchenUnitSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  item: z.object({ id: z.uuid(), name: z.string() }),
  options: z.array(kitchenUnitOptionSchema),
  /** The consumer's note ('sem cebola'); null when none. */
  note: z.string().nullable(),
  /** Who ordered it at the table (the owner or a guest): the name they gave. */
  consumer: z.object({ name: z.string() }),
  /** When the restaurant accepted it: the kitchen's clock starts here (colours after 10 and 20 min). */
  acceptedAt: z.iso.datetime({ offset: true }),
  /** When the kitchen started it ('Em preparo'); null while it waits ('A preparar'). */
  startedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type KitchenUnit = z.infer<typeof kitchenUnitSchema>;

/** One seated table with its units to prepare, oldest accepted first. */
export const kitchenTableSchema = z.object({
  queueId: z.uuid(),
  /** The table's label ('12'); null when the restaurant gave none (then the owner's name says which). */
  table: z.string().nullable(),
  /** The table's owner (whose name the hall shows). */
  owner: z.object({ name: z.string() }),
  units: z.array(kitchenUnitSchema).min(1),
});
export type KitchenTable = z.infer<typeof kitchenTableSchema>;

/** `GET /kitchen`: the tables with something to prepare, the one whose oldest unit waits longest first. */
export const kitchenResponseSchema = z.array(kitchenTableSchema);
export type KitchenTables = z.infer<typeof kitchenResponseSchema>;

/**
 * `GET /kitchen/settings?merchantId`: what the kitchen display does by itself; `printOnArrival` is the owner's
 * automation KITCHEN_PRINT_ON_ARRIVAL (docs/integrations.md#ticket), readable by whoever sees the kitchen.
 */
export const kitchenSettingsSchema = z.object({ printOnArrival: z.boolean() });
export type KitchenSettings = z.infer<typeof kitchenSettingsSchema>;
