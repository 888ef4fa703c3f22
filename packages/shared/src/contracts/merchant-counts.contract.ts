import { z } from 'zod';

/**
 * `GET /queue/counts?merchantId`: what the merchant's top bar shows beside its links
 * (docs/screens.md#top-bar), read again on every live event and polled like the host's signals.
 */
export const merchantCountsQuerySchema = z.object({
  merchantId: z.uuid({ error: 'Estabelecimento inválido' }),
});
export type MerchantCountsQuery = z.infer<typeof merchantCountsQuerySchema>;

const count = z.number().int().nonnegative();

export const merchantCountsResponseSchema = z.object({
  /** Entries in line until seated: WAITING_CONFIRMATION, IN_QUEUE, CALLED, ACCEPTED_RESTAURANT_CALL ('Fila'). */
  waiting: count,
  /** Seated tables: entries at CHECK_IN (the 'Salão' link). */
  seatedTables: count,
  /** Units the kitchen still prepares at seated tables: PREPARING (the 'Cozinha' link, docs/kitchen.md). */
  pendingItems: count,
});
export type MerchantCounts = z.infer<typeof merchantCountsResponseSchema>;
