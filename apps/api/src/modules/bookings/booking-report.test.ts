import { describe, expect, it } from 'vitest';
import { BOOKING_TEST_DATE, createBookingMerchant } from '#test/booking-test-helpers';
import { createConsumerFixture } from '#test/fixtures';
import { type Caller, callAs, useTestApp } from '#test/test-app';

// The report's bookings beside the queue's entries (docs/reports.md#bookings): counted by what became of
// them, by the weekday and hour they were for.

const t = useTestApp();
// Friday 2026-12-04, 10:00 and 20:05 in São Paulo.
const FRIDAY_MORNING = new Date('2026-12-04T13:00:00Z');
const FRIDAY_EVENING = new Date('2026-12-04T23:05:00Z');

const byPhone = (merchant: Caller, time: string, slot: number) =>
  callAs(t, merchant, 'POST', '/merchant/bookings', {
    name: 'Maria Souza',
    phone: '(11) 98765-4321',
    date: BOOKING_TEST_DATE,
    time,
    slot,
  });

async function bookingId(res: Awaited<ReturnType<typeof byPhone>>): Promise<string> {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const insights = async (merchant: Caller & { merchantId: string }, day: string) => {
  const res = await callAs(
    t,
    merchant,
    'GET',
    `/queue/report/insights?id=${merchant.merchantId}&startDate=${day}&endDate=${day}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().bookings;
};

describe('the bookings of GET /queue/report/insights', () => {
  it('counts the day’s bookings made, honoured, missed, cancelled and open, by weekday and hour', async () => {
    t.clock.set(FRIDAY_MORNING);
    const tables = [1, 2, 3].map((n) => ({ label: String(n), seats: 4 }));
    const m = await createBookingMerchant(t.app, { tables });
    const honoured = await bookingId(await byPhone(m, '19:00', 4));
    const missed = await bookingId(await byPhone(m, '20:00', 2));
    const cancelled = await bookingId(await byPhone(m, '21:00', 2));
    const diner = await createConsumerFixture(t.app);
    const own = await callAs(t, diner, 'POST', '/bookings', {
      merchantId: m.merchantId,
      date: BOOKING_TEST_DATE,
      time: '20:00',
      slot: 3,
    });
    expect(own.statusCode, own.body).toBe(201);
    // Another restaurant's booking the same evening counts only for it.
    const other = await createBookingMerchant(t.app);
    await bookingId(await byPhone(other, '20:00', 2));

    expect((await callAs(t, m, 'POST', `/merchant/bookings/${cancelled}/cancel`)).statusCode).toBe(200);
    t.clock.set(FRIDAY_EVENING);
    expect((await callAs(t, m, 'POST', `/merchant/bookings/${honoured}/arrive`)).statusCode).toBe(200);
    expect((await callAs(t, m, 'POST', `/merchant/bookings/${missed}/no-show`)).statusCode).toBe(200);

    const bookings = await insights(m, '04/12/2026');
    expect(bookings.overall).toEqual({
      made: 4,
      byPhone: 3,
      honoured: 1,
      noShows: 1,
      canceled: 1,
      open: 1,
      covers: 4,
      noShowRate: 0.5,
    });
    // Friday is ISO weekday 5; every weekday and hour is answered, zeros included.
    expect(bookings.byWeekday).toHaveLength(7);
    expect(bookings.byWeekday.find((w: { weekday: number }) => w.weekday === 5)).toMatchObject({ made: 4 });
    expect(bookings.byWeekday.find((w: { weekday: number }) => w.weekday === 4)).toMatchObject({ made: 0 });
    expect(bookings.byHour).toHaveLength(24);
    const hour = (h: number) => bookings.byHour.find((row: { hour: number }) => row.hour === h);
    expect(hour(19)).toMatchObject({ made: 1, honoured: 1, covers: 4, noShowRate: 0 });
    expect(hour(20)).toMatchObject({ made: 2, noShows: 1, open: 1, noShowRate: 1 });
    expect(hour(21)).toMatchObject({ made: 1, canceled: 1, noShowRate: null });

    // The day before has none; the other restaurant sees only its own.
    expect((await insights(m, '03/12/2026')).overall).toMatchObject({ made: 0, noShowRate: null });
    expect((await insights(other, '04/12/2026')).overall).toMatchObject({ made: 1, open: 1 });
  });
});
