import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_TEST_DATE, BOOKING_TEST_NOW, createBookingMerchant } from '#test/booking-test-helpers';
import { createConsumerFixture } from '#test/fixtures';
import {
  createAppNotificationSenders,
  createScriptedSender,
  runWorkerPass,
  turnCallTextsOn,
} from '#test/notification-test-helpers';
import { callAs, useTestApp } from '#test/test-app';
import { listBookingNotices } from './booking-notices.repository';

const t = useTestApp();
beforeEach(() => t.clock.set(BOOKING_TEST_NOW));

/** Friday 20:00 in São Paulo. */
const START = new Date('2026-12-04T23:00:00Z');

async function bookAt(merchantId: string, time = '20:00') {
  const diner = await createConsumerFixture(t.app, { phone: '11987650000' });
  const res = await callAs(t, diner, 'POST', '/bookings', {
    merchantId,
    date: BOOKING_TEST_DATE,
    time,
    slot: 4,
  });
  expect(res.statusCode).toBe(201);
  return { diner, booking: res.json() as { id: string } };
}

const notices = async (merchantId: string, bookingId: string) =>
  (await listBookingNotices(t.app.ctx.database.db, { merchantId, bookingId })).map(
    (row) => `${row.kind}:${row.channel}:${row.status}:${row.dueAt.toISOString()}`,
  );

describe('booking notices (rules §13 Notices)', () => {
  it('writes booking_confirmed now and booking_reminder two hours before, by push', async () => {
    const m = await createBookingMerchant(t.app);
    const { booking } = await bookAt(m.merchantId);
    expect(await notices(m.merchantId, booking.id)).toEqual([
      `booking_confirmed:push:pending:${BOOKING_TEST_NOW.toISOString()}`,
      `booking_reminder:push:pending:${new Date(START.getTime() - 2 * 3600_000).toISOString()}`,
    ]);
  });

  it('adds the SMS when the restaurant calls by SMS, and sends the reminder at once when booked late', async () => {
    const m = await createBookingMerchant(t.app);
    await turnCallTextsOn(t.app, m.merchantId, 'sms');
    // Friday 18:30: booking 20:00 is 90 minutes away.
    const late = new Date('2026-12-04T21:30:00Z');
    t.clock.set(late);
    const { booking } = await bookAt(m.merchantId, '20:00');
    expect(await notices(m.merchantId, booking.id)).toEqual([
      `booking_confirmed:push:pending:${late.toISOString()}`,
      `booking_confirmed:sms:pending:${late.toISOString()}`,
      `booking_reminder:push:pending:${late.toISOString()}`,
      `booking_reminder:sms:pending:${late.toISOString()}`,
    ]);
  });

  it("sends the push with the booking's link and the SMS through the provider; a cancelled booking's reminder is skipped", async () => {
    const m = await createBookingMerchant(t.app);
    await turnCallTextsOn(t.app, m.merchantId, 'sms');
    const { diner, booking } = await bookAt(m.merchantId);
    const push = createScriptedSender('push');
    const sms = createAppNotificationSenders(t.app).get('sms');
    if (!sms) throw new Error('no SMS sender');
    await runWorkerPass(t, [push, sms]);
    // Earlier tests' notices go out in the same pass: this booking's are the ones looked at.
    const mine = () => push.sent.filter((sent) => sent.booking?.id === booking.id);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({
      kind: 'booking_confirmed',
      statusUrl: `${t.app.ctx.config.publicUrl}/reserva/${booking.id}`,
      booking: { id: booking.id, date: BOOKING_TEST_DATE, time: '20:00', slot: 4 },
    });
    const texts = (await t.app.inject({ method: 'GET', url: '/api/dev/sms?phone=11987650000' })).json();
    expect(texts[0].body).toContain(`reserva confirmada em Restaurante`);
    expect(texts[0].body).toContain(
      `04/12 as 20:00, 4 pessoas: ${t.app.ctx.config.publicUrl}/reserva/${booking.id}`,
    );
    expect(await callAs(t, diner, 'POST', `/bookings/${booking.id}/cancel`)).toMatchObject({
      statusCode: 200,
    });
    t.clock.set(new Date(START.getTime() - 2 * 3600_000));
    await runWorkerPass(t, [push, sms]);
    expect(mine()).toHaveLength(1);
    expect(await notices(m.merchantId, booking.id)).toEqual([
      `booking_confirmed:push:sent:${BOOKING_TEST_NOW.toISOString()}`,
      `booking_confirmed:sms:sent:${BOOKING_TEST_NOW.toISOString()}`,
      `booking_reminder:push:skipped:${new Date(START.getTime() - 2 * 3600_000).toISOString()}`,
      `booking_reminder:sms:skipped:${new Date(START.getTime() - 2 * 3600_000).toISOString()}`,
    ]);
  });
});
