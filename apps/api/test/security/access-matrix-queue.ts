import type { SeededQueueStatus } from '../fixtures';
import type { AccessWorld } from './access-fixtures';
import { dinerOnly, fresh, type MatrixRow, row, withOpenIds } from './access-matrix-rows';

/** A fresh entry at `a` in `status`, whose diner plays `D`. */
const freshEntry = (status: SeededQueueStatus) => async (w: AccessWorld) => {
  const entry = await w.entry(status);
  return { queueId: entry.id, as: { D: entry.diner } };
};

/**
 * The diner's queue and feedback calls (rules.md §3, §6). Each diner touches only its own entry; any diner
 * holding the link (a guest) reads the table's status. Changes run on a fresh entry whose diner plays `D`.
 */
export const queueRows: MatrixRow[] = [
  // The restaurant one joins is public (its page and menu name it).
  withOpenIds(
    fresh(
      'POST /api/queue',
      dinerOnly(201),
      async (w) => {
        const diner = await w.diner();
        return { consumerId: diner.consumerId, as: { D: diner } };
      },
      (w, _me, s) => ({
        url: '/api/queue',
        payload: { merchant: { id: w.a.merchantId }, consumer: { id: s.consumerId }, slot: 2 },
      }),
    ),
    (w) => [w.a.merchantId],
  ),
  row('GET /api/queue', dinerOnly(200), (w) => ({
    url: `/api/queue?consumerId=${w.table.owner.consumerId}`,
  })),
  row(
    'GET /api/queue',
    [401, 401, 200, 200, 200, 401],
    (w) => ({ url: `/api/queue?queueId=${w.table.id}` }),
    "table's status (queueId)",
  ),
  row('GET /api/queue/last', dinerOnly(200), (w) => ({
    url: `/api/queue/last?consumerId=${w.table.owner.consumerId}`,
  })),
  fresh('POST /api/queue/call/answer', dinerOnly(200), freshEntry('CALLED'), (_w, _me, s) => ({
    url: `/api/queue/call/answer?queueId=${s.queueId}&answer=true`,
  })),
  fresh('POST /api/queue/quit', dinerOnly(200), freshEntry('IN_QUEUE'), (_w, _me, s) => ({
    url: `/api/queue/quit?queueId=${s.queueId}&reason=Outros`,
  })),
  row('GET /api/feedback/available', dinerOnly(204), (w) => ({
    url: `/api/feedback/available?queueId=${w.table.id}`,
  })),
  fresh(
    'POST /api/feedback/v1/check-in',
    dinerOnly(204),
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
