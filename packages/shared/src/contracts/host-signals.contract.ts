import { z } from 'zod';

/**
 * `GET /queue/signals?merchantId`: what asks for the host's attention now
 * (docs/notifications.md#host-signals): the consumers waiting in the queue, the seated tables' orders whose
 * bill was asked for, and the units whose cancellation was asked for. The merchant's queue and hall screens
 * poll it (and read it again on every live event) and signal what was not there before; `at` tells one
 * request from a later one on the same row.
 */
export const hostSignalsQuerySchema = z.object({ merchantId: z.uuid({ error: 'Estabelecimento inválido' }) });
export type HostSignalsQuery = z.infer<typeof hostSignalsQuerySchema>;

const at = z.iso.datetime({ offset: true });

export const hostSignalsResponseSchema = z.object({
  /** Entries WAITING_CONFIRMATION or IN_QUEUE; `at`: when they joined. Oldest first. */
  joined: z.array(z.object({ queueEntryId: z.uuid(), at })),
  /** Orders PAYMENT_REQUESTED at a seated table; `at`: when the bill was asked for. */
  billRequests: z.array(z.object({ orderId: z.uuid(), queueEntryId: z.uuid(), at })),
  /** Units CANCEL_REQUEST at a seated table; `at`: when the cancellation was asked for. */
  cancelRequests: z.array(z.object({ orderItemId: z.uuid(), queueEntryId: z.uuid(), at })),
});
export type HostSignals = z.infer<typeof hostSignalsResponseSchema>;
