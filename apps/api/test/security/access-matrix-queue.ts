import type { SeededQueueStatus } from '#test/fixtures';
import type { AccessWorld } from './access-fixtures';
import { consumerOnly, fresh, type MatrixRow, row, withOpenIds } from './access-matrix-rows';

/** A fresh entry at `a` in `status`, whose consumer plays `D`. */
const freshEntry = (status: SeededQueueStatus) => async (w: AccessWorld) => {
  const entry = await w.entry(status);
  return { queueId: entry.id, as: { D: entry.consumer } };
};

/**
 * The consumer's queue and feedback calls (docs/access.md#guests-and-the-table-pass). Each consumer touches
 * only its own entry; any consumer holding the link (a guest) reads the table's status. Changes run on a
 * fresh entry whose consumer plays `D`.
 */
export const queueRows: MatrixRow[] = [
  // The restaurant one joins is public (its page and menu name it).
  withOpenIds(
    fresh(
      'POST /api/queue',
      consumerOnly(201),
      async (w) => {
        const consumer = await w.consumer();
        return { consumerId: consumer.consumerId, as: { D: consumer } };
      },
      (w, _me, s) => ({
        url: '/api/queue',
        payload: { merchant: { id: w.a.merchantId }, consumer: { id: s.consumerId }, slot: 2 },
      }),
    ),
    (w) => [w.a.merchantId],
  ),
  row('GET /api/queue', consumerOnly(200), (w) => ({
    url: `/api/queue?consumerId=${w.table.owner.consumerId}`,
  })),
  row(
    'GET /api/queue',
    [401, 401, 200, 200, 200, 401],
    (w) => ({ url: `/api/queue?queueId=${w.table.id}` }),
    "table's status (queueId)",
  ),
  row('GET /api/queue/last', consumerOnly(200), (w) => ({
    url: `/api/queue/last?consumerId=${w.table.owner.consumerId}`,
  })),
  fresh('POST /api/queue/call/answer', consumerOnly(200), freshEntry('CALLED'), (_w, _me, s) => ({
    url: `/api/queue/call/answer?queueId=${s.queueId}&answer=true`,
  })),
  fresh('POST /api/queue/quit', consumerOnly(200), freshEntry('IN_QUEUE'), (_w, _me, s) => ({
    url: `/api/queue/quit?queueId=${s.queueId}&reason=Outros`,
  })),
  row('GET /api/feedback/available', consumerOnly(204), (w) => ({
    url: `/api/feedback/available?queueId=${w.table.id}`,
  })),
  fresh(
    'POST /api/feedback/v1/check-in',
    consumerOnly(204),
    async (w) => {
      const table = await w.seatedWithGuest();
      return { queueId: table.queueId, as: { D: table.owner, G: table.guest } };
    },
    (_w, _me, s) => ({
      url: '/api/feedback/v1/check-in',
      payload: { queueId: s.queueId, firstRating: 5, secondRating: 4, thirdRating: 5 },
    }),
  ),
];
