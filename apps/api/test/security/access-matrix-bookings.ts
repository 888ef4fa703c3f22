import { addDaysToDate, localDateOf } from '@suavez/shared/domain/bookings';
import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';
import {
  enableBookingsAllDay,
  insertBookingFixture,
  OPEN_BOOKING_SETTINGS,
} from '#test/booking-test-helpers';
import { type AccessWorld, send } from './access-fixtures';
import { consumerOnly, fresh, type MatrixRow, open, row, withOpenIds } from './access-matrix-rows';

/** `a` takes bookings all day, set up once per world (the matrix shares one app and clock). */
const ready = new WeakMap<AccessWorld, Promise<void>>();
function bookable(w: AccessWorld): Promise<void> {
  let done = ready.get(w);
  if (!done) {
    done = enableBookingsAllDay(w.t.app, w.a);
    ready.set(w, done);
  }
  return done;
}

/** Two days after the clock's today at `a`: a date on the grid. */
const bookingDate = (w: AccessWorld) => addDaysToDate(localDateOf(w.t.clock.now(), DEFAULT_TIME_ZONE), 2);

/** A fresh table at `a`, so the next booking at 20:00 finds one free. */
const freshTable = async (w: AccessWorld) => {
  await bookable(w);
  const label = `R${Math.random().toString(36).slice(2, 9)}`;
  const res = await send(w.t, w.a, {
    method: 'POST',
    url: '/api/merchant/tables',
    payload: { label, seats: 4 },
  });
  if (res.statusCode !== 201) throw new Error(`no table: ${res.body}`);
  return { date: bookingDate(w) };
};

/** A fresh booking at `a` of a fresh consumer, who plays `D`; started a while ago when `started`. */
const freshBooking = (started: boolean) => async (w: AccessWorld) => {
  const consumer = await w.consumer();
  const booking = await insertBookingFixture(w.t.app, {
    merchantId: w.a.merchantId,
    consumerId: consumer.consumerId,
    startsInMinutes: started ? -10 : 24 * 60,
  });
  return { id: booking.id, as: { D: consumer } };
};

/** A fresh booking at `a` waiting for its deposit. */
const pendingDeposit = async (w: AccessWorld) => {
  const consumer = await w.consumer();
  const booking = await insertBookingFixture(w.t.app, {
    merchantId: w.a.merchantId,
    consumerId: consumer.consumerId,
    startsInMinutes: 24 * 60,
    depositCents: 2000,
  });
  return { id: booking.id, as: { D: consumer } };
};

/**
 * Bookings (docs/bookings.md): anyone reads the free times; any diner with a session books and reads, cancels
 * only their own; the owner sets the rules; the owner and the host run the day, each on their own
 * restaurant's bookings (another's by id: 403).
 */
export const bookingsRows: MatrixRow[] = [
  withOpenIds(
    row('GET /api/bookings/availability', open(200), (w) => ({
      url: `/api/bookings/availability?merchantId=${w.a.merchantId}&date=${bookingDate(w)}&slot=2`,
    })),
    (w) => [w.a.merchantId],
  ),
  withOpenIds(
    fresh('POST /api/bookings', [401, 401, 201, 201, 201, 401], freshTable, (w, _me, s) => ({
      url: '/api/bookings',
      payload: { merchantId: w.a.merchantId, date: s.date, time: '20:00', slot: 2 },
    })),
    (w) => [w.a.merchantId],
  ),
  row('GET /api/bookings', consumerOnly(200), (w) => ({
    url: `/api/bookings?consumerId=${w.table.owner.consumerId}`,
  })),
  fresh('GET /api/bookings/:id', consumerOnly(200), freshBooking(false), (_w, _me, s) => ({
    url: `/api/bookings/${s.id}`,
  })),
  fresh('POST /api/bookings/:id/cancel', consumerOnly(200), freshBooking(false), (_w, _me, s) => ({
    url: `/api/bookings/${s.id}/cancel`,
  })),
  row('PUT /api/merchant/bookings', [200, 200, 401, 401, 401, 401], () => ({
    url: '/api/merchant/bookings',
    payload: { ...OPEN_BOOKING_SETTINGS, minLeadMinutes: 0 },
  })),
  row('GET /api/merchant/bookings', [200, 200, 401, 401, 401, 401], (w) => ({
    url: `/api/merchant/bookings?date=${bookingDate(w)}`,
  })),
  // `b` takes no bookings: its own call is refused (409), and writes nothing.
  fresh('POST /api/merchant/bookings', [201, 409, 401, 401, 401, 401], freshTable, (_w, _me, s) => ({
    url: '/api/merchant/bookings',
    payload: { name: 'Reserva por telefone', phone: '(11) 98765-4321', date: s.date, time: '20:00', slot: 2 },
  })),
  fresh(
    'POST /api/merchant/bookings/:id/arrive',
    [200, 403, 401, 401, 401, 401],
    freshBooking(true),
    (_w, _me, s) => ({
      url: `/api/merchant/bookings/${s.id}/arrive`,
    }),
  ),
  fresh(
    'POST /api/merchant/bookings/:id/no-show',
    [200, 403, 401, 401, 401, 401],
    freshBooking(true),
    (_w, _me, s) => ({
      url: `/api/merchant/bookings/${s.id}/no-show`,
    }),
  ),
  fresh(
    'POST /api/merchant/bookings/:id/deposit/confirm',
    [200, 403, 401, 401, 401, 401],
    pendingDeposit,
    (_w, _me, s) => ({
      url: `/api/merchant/bookings/${s.id}/deposit/confirm`,
    }),
  ),
  fresh(
    'POST /api/merchant/bookings/:id/cancel',
    [200, 403, 401, 401, 401, 401],
    freshBooking(false),
    (_w, _me, s) => ({
      url: `/api/merchant/bookings/${s.id}/cancel`,
    }),
  ),
];
