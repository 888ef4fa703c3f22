import { consumerOnly, type MatrixRow, merchantOnly, row } from './access-matrix-rows';

/**
 * Live streams (docs/security.md#sessions-and-tokens), authorized exactly like the reads they mirror: the
 * consumer's own entries like `GET /queue?consumerId`, a table like `GET /queue?queueId` (any consumer
 * holding the link), the merchant's queue and hall like `GET /queue/hall`. A granted stream counts once its
 * headers arrive (access-stream.ts).
 */
export const liveRows: MatrixRow[] = [
  row('GET /api/live/diner', consumerOnly(200), (w) => ({
    url: `/api/live/diner?consumerId=${w.table.owner.consumerId}`,
  })),
  row(
    'GET /api/live/diner',
    [401, 401, 200, 200, 200, 401],
    (w) => ({ url: `/api/live/diner?queueId=${w.table.id}` }),
    "table's changes (queueId)",
  ),
  row('GET /api/live/merchant', merchantOnly(200), (w) => ({
    url: `/api/live/merchant?merchantId=${w.a.merchantId}`,
  })),
];
