import type { BookingSettingsBody } from '@suavez/shared/contracts/bookings.contract';
import { localDateOf, localTimeOf } from '@suavez/shared/domain/bookings';
import type { Weekday } from '@suavez/shared/domain/opening-hours';
import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';
import type { FastifyInstance } from 'fastify';
import { insertBooking } from '#api/modules/bookings/bookings.repository';
import { createMerchantFixture, type MerchantFixture } from './fixtures';

/** Wednesday 2026-12-02, 10:00 in São Paulo: the bookings tests' "now" (Friday 2026-12-04 is two days on). */
export const BOOKING_TEST_NOW = new Date('2026-12-02T13:00:00Z');

/** The Friday the tests book for. */
export const BOOKING_TEST_DATE = '2026-12-04';

/** Settings that take bookings on a 30-minute grid of 90-minute bookings, held 15 minutes before. */
export const OPEN_BOOKING_SETTINGS: BookingSettingsBody = {
  enabled: true,
  slotMinutes: 30,
  durationMinutes: 90,
  minLeadMinutes: 60,
  maxDaysAhead: 30,
  maxPartySize: 8,
  holdMinutes: 15,
};

/** Calls the API as a merchant's bearer header; throws unless the status is `expected`. */
async function send(
  app: FastifyInstance,
  merchant: { authorization: string },
  request: { method: 'PUT' | 'PATCH' | 'POST'; url: string; payload: unknown },
  expected: number,
) {
  const res = await app.inject({
    method: request.method,
    url: `/api${request.url}`,
    headers: { authorization: merchant.authorization },
    payload: request.payload as Record<string, unknown>,
  });
  if (res.statusCode !== expected) throw new Error(`${request.url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A restaurant that takes bookings (docs/bookings.md), made through the API: its owner's fixture, Friday's
 * shift (18:00–23:00 unless given), its tables ('Mesa 1, 2 lugares' …) and the settings. Answers the
 * fixture and the tables' ids by label.
 */
export async function createBookingMerchant(
  app: FastifyInstance,
  options: {
    tables?: readonly { label: string; seats: number; minSeats?: number }[];
    settings?: Partial<BookingSettingsBody>;
    shifts?: Partial<Record<Weekday, { open: string; close: string }[]>>;
  } = {},
): Promise<MerchantFixture & { tables: Record<string, string> }> {
  const merchant = await createMerchantFixture(app);
  const shifts = options.shifts ?? { friday: [{ open: '18:00', close: '23:00' }] };
  for (const [weekday, workshifts] of Object.entries(shifts))
    await send(
      app,
      merchant,
      {
        method: 'PATCH',
        url: `/merchant/workshift?id=${merchant.merchantId}`,
        payload: { weekday, workshifts },
      },
      200,
    );
  const tables: Record<string, string> = {};
  for (const table of options.tables ?? [{ label: '1', seats: 4 }]) {
    const made = await send(app, merchant, { method: 'POST', url: '/merchant/tables', payload: table }, 201);
    tables[table.label] = made.id;
  }
  await send(
    app,
    merchant,
    { method: 'PUT', url: '/merchant/bookings', payload: { ...OPEN_BOOKING_SETTINGS, ...options.settings } },
    200,
  );
  return { ...merchant, tables };
}

/**
 * Opens bookings at an existing restaurant through the API: every weekday 00:00–23:59, no lead time, and the
 * settings given. For tests that cannot move the clock (the access matrix shares one app).
 */
export async function enableBookingsAllDay(
  app: FastifyInstance,
  merchant: { merchantId: string; authorization: string },
  settings: Partial<BookingSettingsBody> = {},
): Promise<void> {
  for (const weekday of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
    await send(
      app,
      merchant,
      {
        method: 'PATCH',
        url: `/merchant/workshift?id=${merchant.merchantId}`,
        payload: { weekday, workshifts: [{ open: '00:00', close: '23:59' }] },
      },
      200,
    );
  await send(
    app,
    merchant,
    {
      method: 'PUT',
      url: '/merchant/bookings',
      payload: { ...OPEN_BOOKING_SETTINGS, minLeadMinutes: 0, ...settings },
    },
    200,
  );
}

/**
 * A `CONFIRMED` (or, with a deposit, `PENDING_DEPOSIT`) booking written straight to the database (no grid, no table unless given), starting
 * `startsInMinutes` after the clock's now (negative: already started), lasting 90 minutes.
 */
export async function insertBookingFixture(
  app: FastifyInstance,
  values: {
    merchantId: string;
    consumerId: string;
    startsInMinutes: number;
    tableId?: string | null;
    slot?: number;
    /** A deposit asked: the booking then waits for it (`PENDING_DEPOSIT`, 15 minutes from now). */
    depositCents?: number;
  },
): Promise<{ id: string; startsAt: Date }> {
  const depositCents = values.depositCents ?? 0;
  const now = app.ctx.clock.now();
  const startsAt = new Date(now.getTime() + values.startsInMinutes * 60_000);
  const booking = await insertBooking(app.ctx.database.db, {
    merchantId: values.merchantId,
    consumerId: values.consumerId,
    tableId: values.tableId ?? null,
    localDate: localDateOf(startsAt, DEFAULT_TIME_ZONE),
    localTime: localTimeOf(startsAt, DEFAULT_TIME_ZONE),
    startsAt,
    endsAt: new Date(startsAt.getTime() + 90 * 60_000),
    slot: values.slot ?? 2,
    status: depositCents > 0 ? 'PENDING_DEPOSIT' : 'CONFIRMED',
    note: null,
    source: 'consumer',
    createdAt: now,
    confirmedAt: depositCents > 0 ? null : now,
    depositCents,
    depositExpiresAt: depositCents > 0 ? new Date(now.getTime() + 15 * 60_000) : null,
  });
  return { id: booking.id, startsAt };
}
