import type { SeededQueueStatus } from '#test/fixtures';
import { type AccessWorld, send } from './access-fixtures';
import { fresh, type MatrixRow, merchantOnly, row } from './access-matrix-rows';

const shift = { weekday: 'monday', workshifts: [{ open: '18:00', close: '23:00' }] };

/** A fresh restaurant that plays `M`: for calls that change the merchant itself. */
const freshRestaurant = async (w: AccessWorld) => {
  const restaurant = await w.restaurant();
  return { merchantId: restaurant.merchantId, as: { M: restaurant } };
};

/** A fresh entry at `a` in `status`, whose consumer plays `D`. */
const freshEntry = (status: SeededQueueStatus) => async (w: AccessWorld) => {
  const entry = await w.entry(status);
  return { queueId: entry.id, as: { D: entry.consumer } };
};

/**
 * The merchant's settings, live queue, hall and table actions (docs/access.md#actors). Calls that change the
 * merchant itself (open state, automations, shifts, purge) run on a fresh restaurant; queue actions on a
 * fresh entry in the status the action needs.
 */
export const merchantRows: MatrixRow[] = [
  row('GET /api/merchant/full', merchantOnly(200), (w) => ({
    url: `/api/merchant/full?id=${w.a.merchantId}`,
  })),
  fresh('PATCH /api/merchant/workshift', merchantOnly(200), freshRestaurant, (_w, _me, s) => ({
    url: `/api/merchant/workshift?id=${s.merchantId}`,
    payload: shift,
  })),
  fresh(
    'DELETE /api/merchant/workshift',
    merchantOnly(200),
    async (w) => {
      const s = await freshRestaurant(w);
      const url = `/api/merchant/workshift?id=${s.merchantId}`;
      const made = await send(w.t, s.as.M, { method: 'PATCH', url, payload: shift });
      if (made.statusCode !== 200) throw new Error(`shift not made: ${made.body}`);
      return s;
    },
    (_w, _me, s) => ({ url: `/api/merchant/workshift?id=${s.merchantId}&workShift=monday-18:00-23:00` }),
  ),
  fresh('PATCH /api/merchant/toggle/automation', merchantOnly(200), freshRestaurant, (_w, _me, s) => ({
    url: `/api/merchant/toggle/automation?id=${s.merchantId}&automation=AUTO_QUEUE`,
  })),
  fresh('PATCH /api/merchant/text-channel', merchantOnly(200), freshRestaurant, (_w, _me, s) => ({
    url: `/api/merchant/text-channel?id=${s.merchantId}&channel=sms`,
  })),
  fresh('PATCH /api/merchant/toggle/open', merchantOnly(200), freshRestaurant, (_w, _me, s) => ({
    url: `/api/merchant/toggle/open?id=${s.merchantId}`,
  })),
  row('GET /api/queue/current', merchantOnly(200), (w) => ({
    url: `/api/queue/current?merchantId=${w.a.merchantId}&status=IN_QUEUE,CALLED&slots=1,2`,
  })),
  row('GET /api/queue/report', merchantOnly(200), (w) => ({
    url: `/api/queue/report?id=${w.a.merchantId}&startDate=01/01/2025&endDate=31/12/2025`,
  })),
  row('GET /api/queue/report/insights', merchantOnly(200), (w) => ({
    url: `/api/queue/report/insights?id=${w.a.merchantId}&startDate=01/01/2025&endDate=31/12/2025`,
  })),
  fresh(
    'PATCH /api/queue/purge',
    merchantOnly(200),
    async (w) => {
      const s = await freshRestaurant(w);
      await w.entry('IN_QUEUE', s.merchantId);
      return s;
    },
    (_w, _me, s) => ({ url: `/api/queue/purge?id=${s.merchantId}&reason=Cozinha%20fechada` }),
  ),
  row('GET /api/queue/hall', merchantOnly(200), (w) => ({
    url: `/api/queue/hall?merchantId=${w.a.merchantId}`,
  })),
  row('GET /api/queue/signals', merchantOnly(200), (w) => ({
    url: `/api/queue/signals?merchantId=${w.a.merchantId}`,
  })),
  row('GET /api/queue/counts', merchantOnly(200), (w) => ({
    url: `/api/queue/counts?merchantId=${w.a.merchantId}`,
  })),
  row('GET /api/order/queue', merchantOnly(200), (w) => ({ url: `/api/order/queue?queueId=${w.table.id}` })),
  // A walk-in joins the session's own restaurant: another merchant adds to its own queue (docs/queue.md#walk-ins).
  row('POST /api/merchant/queue', merchantOnly(201, 201), () => ({
    url: '/api/merchant/queue',
    payload: { name: 'Na porta', slot: 2 },
  })),
  fresh('POST /api/queue/call', merchantOnly(200), freshEntry('IN_QUEUE'), (_w, _me, s) => ({
    url: `/api/queue/call?queueId=${s.queueId}`,
  })),
  // '+5 min' on a called consumer (docs/notifications.md#more-time).
  fresh('POST /api/queue/extend', merchantOnly(200), freshEntry('CALLED'), (_w, _me, s) => ({
    url: `/api/queue/extend?queueId=${s.queueId}`,
  })),
  fresh('POST /api/queue/accept', merchantOnly(200), freshEntry('WAITING_CONFIRMATION'), (_w, _me, s) => ({
    url: `/api/queue/accept?queueId=${s.queueId}`,
  })),
  fresh('POST /api/queue/refuse', merchantOnly(200), freshEntry('WAITING_CONFIRMATION'), (_w, _me, s) => ({
    url: `/api/queue/refuse?queueId=${s.queueId}&reason=Lotado`,
  })),
  fresh('POST /api/queue/remove', merchantOnly(200), freshEntry('IN_QUEUE'), (_w, _me, s) => ({
    url: `/api/queue/remove?queueId=${s.queueId}&reason=N%C3%A3o%20compareceu`,
  })),
  fresh('POST /api/queue/checkout', merchantOnly(200), freshEntry('CHECK_IN'), (_w, _me, s) => ({
    url: `/api/queue/checkout?queueId=${s.queueId}`,
  })),
  // The host seats a called consumer; the consumer may not check in before confirming the call (409).
  fresh(
    'POST /api/queue/checkin',
    [200, 403, 409, 403, 403, 401],
    freshEntry('CALLED'),
    (_w, _me, s) => ({ url: `/api/queue/checkin?queueId=${s.queueId}` }),
    'called entry',
  ),
  // After confirming the call, the consumer's 'Cheguei' and the host's check-in both seat the table.
  fresh(
    'POST /api/queue/checkin',
    [200, 403, 200, 403, 403, 401],
    freshEntry('ACCEPTED_RESTAURANT_CALL'),
    (_w, _me, s) => ({ url: `/api/queue/checkin?queueId=${s.queueId}` }),
    'entry that accepted the call',
  ),
  // Only the host names the table (docs/queue.md#table-labels): a consumer's 'Cheguei' with one is 400,
  // before any entry is looked up.
  fresh(
    'POST /api/queue/checkin',
    [200, 403, 400, 400, 400, 401],
    freshEntry('ACCEPTED_RESTAURANT_CALL'),
    (_w, _me, s) => ({ url: `/api/queue/checkin?queueId=${s.queueId}&table=12` }),
    'with a table label',
  ),
  fresh('PATCH /api/queue/table', merchantOnly(200), freshEntry('CHECK_IN'), (_w, _me, s) => ({
    url: `/api/queue/table?queueId=${s.queueId}&table=Varanda%203`,
  })),
];
