import { z } from 'zod';
import { MAX_SLOT, MIN_SLOT, waitEstimateSchema } from './queue-consumer.contract';

/** Party size a preview is estimated for when none is given: the most common table (docs/wait-estimates.md). */
export const PREVIEW_DEFAULT_SLOT = 2;

/**
 * `GET /queue/preview?merchantId&slot`: public, what a party about to join should expect. `slot` (1..20,
 * default 2) is the party size the estimate is for.
 */
export const queuePreviewQuerySchema = z.object({
  merchantId: z.uuid({ error: 'Restaurante inválido' }),
  slot: z.coerce
    .number({ error: 'Informe para quantas pessoas é a mesa' })
    .int({ error: 'Informe para quantas pessoas é a mesa' })
    .min(MIN_SLOT, { error: `A mesa é para ao menos ${MIN_SLOT} pessoa` })
    .max(MAX_SLOT, { error: `A mesa pode ser para no máximo ${MAX_SLOT} pessoas` })
    .default(PREVIEW_DEFAULT_SLOT),
});
export type QueuePreviewQuery = z.infer<typeof queuePreviewQuerySchema>;

/**
 * The queue as a party about to join sees it ('entre 15 e 25 min · 6 na fila', docs/wait-estimates.md#preview):
 * no one's data, only how many parties wait and the estimate for a party joining now.
 */
export const queuePreviewSchema = z.object({
  /** Parties waiting now (WAITING_CONFIRMATION and IN_QUEUE): all of them would be ahead. */
  waiting: z.number().int().min(0),
  /** The wait of a party of `slot` joining now, learned from the merchant's history; null without enough. */
  waitEstimate: waitEstimateSchema.nullable(),
});
export type QueuePreview = z.infer<typeof queuePreviewSchema>;
