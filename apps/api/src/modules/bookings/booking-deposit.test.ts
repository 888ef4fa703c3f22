import { parseBrCode } from '@suavez/shared/domain/br-code';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_TEST_DATE, BOOKING_TEST_NOW, createBookingMerchant } from '#test/booking-test-helpers';
import { createConsumerFixture } from '#test/fixtures';
import { callAs, useTestApp } from '#test/test-app';
import { cancelLapsedBookingDeposits } from './booking-deposit.service';
import { listBookingNotices } from './booking-notices.repository';
import { findMerchantBookingView } from './bookings.repository';

const t = useTestApp();
beforeEach(() => t.clock.set(BOOKING_TEST_NOW));

async function depositMerchant() {
  const m = await createBookingMerchant(t.app, { settings: { depositCents: 5000 } });
  const pix = await callAs(t, m, 'PUT', `/merchant/pix?id=${m.merchantId}`, {
    key: '11.222.333/0001-81',
    name: 'Cantina',
    city: 'Sao Paulo',
  });
  expect(pix.statusCode).toBe(200);
  return m;
}

const bookAt = async (merchantId: string) => {
  const diner = await createConsumerFixture(t.app);
  const res = await callAs(t, diner, 'POST', '/bookings', {
    merchantId,
    date: BOOKING_TEST_DATE,
    time: '20:00',
    slot: 2,
  });
  expect(res.statusCode).toBe(201);
  return { diner, booking: res.json() };
};

const times = async (merchantId: string) =>
  (
    await callAs(
      t,
      null,
      'GET',
      `/bookings/availability?merchantId=${merchantId}&date=${BOOKING_TEST_DATE}&slot=2`,
    )
  ).json().times as string[];

describe('the deposit (rules §13 Deposit)', () => {
  it('waits for the deposit with a Pix BR Code, holds the table, and is confirmed by the host', async () => {
    const m = await depositMerchant();
    const { diner, booking } = await bookAt(m.merchantId);
    expect(booking).toMatchObject({
      status: 'PENDING_DEPOSIT',
      deposit: {
        amountCents: 5000,
        expiresAt: new Date(BOOKING_TEST_NOW.getTime() + 15 * 60_000).toISOString(),
        paidAt: null,
      },
    });
    const code = parseBrCode(booking.deposit.brCode);
    expect(code).toMatchObject({ key: '11222333000181', amount: '50.00', name: 'Cantina' });
    expect(code.txid).toBe(`RS${booking.id.replaceAll('-', '').slice(0, 23)}`);
    expect(await times(m.merchantId)).not.toContain('20:00');
    // Not confirmed yet: no 'Reserva confirmada' goes out.
    expect(
      await listBookingNotices(t.app.ctx.database.db, { merchantId: m.merchantId, bookingId: booking.id }),
    ).toEqual([]);

    const confirmed = await callAs(t, m, 'POST', `/merchant/bookings/${booking.id}/deposit/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'CONFIRMED',
      deposit: { amountCents: 5000, brCode: null },
    });
    expect(confirmed.json().deposit.paidAt).toBe(BOOKING_TEST_NOW.toISOString());
    expect((await callAs(t, diner, 'GET', `/bookings/${booking.id}`)).json().status).toBe('CONFIRMED');
    const notices = await listBookingNotices(t.app.ctx.database.db, {
      merchantId: m.merchantId,
      bookingId: booking.id,
    });
    expect(notices.map((n) => n.kind)).toEqual(['booking_confirmed', 'booking_reminder']);
    const again = await callAs(t, m, 'POST', `/merchant/bookings/${booking.id}/deposit/confirm`);
    expect(again.statusCode).toBe(409);
  });

  it('lapses 15 minutes after it was made: read as CANCELED, the table free again, the sweeper writes it', async () => {
    const m = await depositMerchant();
    const { diner, booking } = await bookAt(m.merchantId);
    t.clock.advance(15 * 60_000);
    expect((await callAs(t, diner, 'GET', `/bookings/${booking.id}`)).json()).toMatchObject({
      status: 'CANCELED',
      deposit: { brCode: null },
    });
    expect(await times(m.merchantId)).toContain('20:00');
    const late = await callAs(t, m, 'POST', `/merchant/bookings/${booking.id}/deposit/confirm`);
    expect(late.statusCode).toBe(409);
    expect(
      await cancelLapsedBookingDeposits({ db: t.app.ctx.database.db, clock: t.clock }),
    ).toBeGreaterThanOrEqual(1);
    const stored = await findMerchantBookingView(t.app.ctx.database.db, {
      merchantId: m.merchantId,
      id: booking.id,
    });
    expect(stored).toMatchObject({
      status: 'CANCELED',
      canceledAt: new Date(BOOKING_TEST_NOW.getTime() + 15 * 60_000),
    });
  });
});
