import { z } from 'zod';
import { liveEventKinds } from '../domain/live-event-kind';

/**
 * Live updates (Server-Sent Events): a stream tells which entry or order changed, never what it now holds;
 * the client refetches the queries it shows. Frames: `retry: 1000` first; `id: <n>` + `event: change` +
 * `data: <LiveChange>` per change; `: hb` every 20 s; `event: resync` + `data: {}` when the client's
 * `Last-Event-ID` is older than what the server keeps (refetch everything). Polling stays the fallback.
 */

/** `GET /live/diner?consumerId`: the session's own entries; `?queueId`: one table (owner or link holder). */
export const liveConsumerQuerySchema = z.union(
  [
    z.object({ consumerId: z.uuid({ error: 'Cliente inválido' }) }).strict(),
    z.object({ queueId: z.uuid({ error: 'Fila inválida' }) }).strict(),
  ],
  { error: 'Informe o cliente (consumerId) ou a fila (queueId)' },
);
export type LiveConsumerQuery = z.infer<typeof liveConsumerQuerySchema>;

/** `GET /live/merchant?merchantId`: the token's own merchant (token from `access_token` cookie or bearer). */
export const liveMerchantQuerySchema = z.object({
  merchantId: z.uuid({ error: 'Estabelecimento inválido' }),
});
export type LiveMerchantQuery = z.infer<typeof liveMerchantQuerySchema>;

/** The `data` of an `event: change` frame. */
export const liveChangeSchema = z.object({
  kind: z.enum(liveEventKinds),
  queueEntryId: z.uuid(),
  orderId: z.uuid().nullable(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The SSE event names a stream sends. */
export const LIVE_CHANGE_EVENT = 'change';
export const LIVE_RESYNC_EVENT = 'resync';
