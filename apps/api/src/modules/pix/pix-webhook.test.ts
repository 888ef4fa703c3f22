import type { Booking } from '@suavez/shared/contracts/bookings.contract';
import type { Order } from '@suavez/shared/contracts/order.contract';
import type { OrderPix } from '@suavez/shared/contracts/pix.contract';
import { describe, expect, it } from 'vitest';
import { bookingDepositTxid } from '#api/modules/pix/pix-txid';
import { BOOKING_TEST_DATE, createBookingMerchant } from '#test/booking-test-helpers';
import { createFakePixPsp } from '#test/fake-pix-psp';
import { createConsumerFixture } from '#test/fixtures';
import { createLiveTestApp } from '#test/live-test-app';
import { createSeatedTable } from '#test/order-test-helpers';
import { askForBill, createPixRestaurant, joinAsGuest, serveSodas, TEST_PIX } from '#test/pix-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

const SECRET = 'segredo-do-webhook-pix-de-teste';

// The app listens on a real port: the fake provider posts its notifications over HTTP, as a PSP would.
const t = useFixture(() => createLiveTestApp({ config: { pixWebhookSecret: SECRET } }), {
  teardown: (app) => app.close(),
});
const psp = () => createFakePixPsp({ baseUrl: t.baseUrl, secret: SECRET });

/** A seated diner who asked for the bill (two sodas, 10 %: R$ 14,30) and read its Pix code. */
async function billWithPix() {
  const restaurant = await createPixRestaurant(t);
  const owner = await createSeatedTable(t, restaurant.merchantId);
  await serveSodas(t, restaurant, owner, 2);
  await askForBill(t, owner, 10);
  const res = await callAs(t, owner, 'GET', `/order/pix?orderId=${owner.orderId}`);
  if (res.statusCode !== 200) throw new Error(`no pix: ${res.body}`);
  return { restaurant, owner, pix: res.json() as OrderPix };
}

const readOrder = async (who: { cookies: Record<string, string> }, orderId: string) =>
  (await callAs(t, who, 'GET', `/order?orderId=${orderId}`)).json() as Order;

describe('POST /pix/webhook', () => {
  it('confirms the paid charge by the provider, once, however often the notification comes', async () => {
    const { owner, pix } = await billWithPix();
    const paid = await psp().pay([
      { txid: pix.txid, amountCents: 1430, endToEndId: 'E12345678202601051530abcdef01' },
    ]);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ received: 1 });
    const order = await readOrder(owner, owner.orderId);
    expect(order.status).toBe('PAYMENT_COMPLETED');
    expect(order.payment).toEqual({
      method: 'PIX',
      amount: 14.3,
      paidAt: '2026-01-05T15:30:00.000Z',
      confirmedBy: 'provider',
    });

    const replay = await psp().replay(paid);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: 0 });
    // Another payment of the same charge confirms nothing more either.
    expect((await psp().pay([{ txid: pix.txid, amountCents: 1430 }])).body).toEqual({ received: 0 });
    expect((await readOrder(owner, owner.orderId)).payment?.paidAt).toBe('2026-01-05T15:30:00.000Z');
  });

  it("pays a whole table's charge, every order it names", async () => {
    const restaurant = await createPixRestaurant(t);
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const guest = await joinAsGuest(t, owner.id);
    await serveSodas(t, restaurant, owner, 1);
    await serveSodas(t, restaurant, guest, 1);
    await askForBill(t, owner, 10);
    await askForBill(t, guest, 0);
    const pix = (await callAs(t, guest, 'GET', `/order/pix?queueId=${owner.id}`)).json() as OrderPix;
    expect(pix.amount).toBe(13.65);
    expect((await psp().pay([{ txid: pix.txid, amountCents: 1365 }])).body).toEqual({ received: 1 });
    expect((await readOrder(owner, owner.orderId)).payment).toMatchObject({
      amount: 7.15,
      confirmedBy: 'provider',
    });
    expect((await readOrder(guest, guest.orderId)).payment).toMatchObject({
      amount: 6.5,
      confirmedBy: 'provider',
    });
    const hall = await callAs(t, restaurant, 'GET', `/queue/hall?merchantId=${restaurant.merchantId}`);
    expect(hall.json().find((entry: { queue: { id: string } }) => entry.queue.id === owner.id)?.paid).toBe(
      true,
    );
  });

  it('leaves a smaller payment and an unknown txid for the host', async () => {
    const { owner, pix } = await billWithPix();
    const less = await psp().pay([
      { txid: pix.txid, amountCents: 1429 },
      { txid: 'SVnaoexisteessacobranca01', amountCents: 1430 },
    ]);
    expect(less.status).toBe(200);
    expect(less.body).toEqual({ received: 0 });
    const order = await readOrder(owner, owner.orderId);
    expect(order.status).toBe('PAYMENT_REQUESTED');
    expect(order.payment).toBeNull();
  });

  it("confirms a booking's deposit by its txid, once; a smaller payment or one after the lapse is left", async () => {
    const before = t.clock.now();
    t.clock.set(new Date('2026-12-04T13:00:00Z'));
    try {
      const m = await createBookingMerchant(t.app, {
        tables: [
          { label: '1', seats: 4 },
          { label: '2', seats: 4 },
          { label: '3', seats: 4 },
        ],
        settings: { depositCents: 2500 },
      });
      expect((await callAs(t, m, 'PUT', `/merchant/pix?id=${m.merchantId}`, TEST_PIX)).statusCode).toBe(200);
      const diner = await createConsumerFixture(t.app);
      const book = async () =>
        (
          await callAs(t, diner, 'POST', '/bookings', {
            merchantId: m.merchantId,
            date: BOOKING_TEST_DATE,
            time: '20:00',
            slot: 4,
          })
        ).json() as Booking;
      const [paid, short, late] = [await book(), await book(), await book()];
      const paidAt = new Date('2026-12-04T13:04:00Z');
      const res = await psp().pay([
        {
          txid: bookingDepositTxid(paid.id),
          amountCents: 2500,
          paidAt,
          endToEndId: 'E0000000020261204sinal01',
        },
        { txid: bookingDepositTxid(short.id), amountCents: 2499, paidAt },
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ received: 1 });
      const read = async (id: string) => (await callAs(t, diner, 'GET', `/bookings/${id}`)).json() as Booking;
      expect(await read(paid.id)).toMatchObject({
        status: 'CONFIRMED',
        deposit: { paidAt: paidAt.toISOString() },
      });
      expect((await read(short.id)).status).toBe('PENDING_DEPOSIT');
      expect((await psp().replay(res)).body).toEqual({ received: 0 });
      // Paid after the 15 minutes: the booking has lapsed; the money is the host's to sort out.
      t.clock.set(new Date('2026-12-04T13:15:00Z'));
      expect((await psp().pay([{ txid: bookingDepositTxid(late.id), amountCents: 2500 }])).body).toEqual({
        received: 0,
      });
      expect((await read(late.id)).status).toBe('CANCELED');
    } finally {
      t.clock.set(before);
    }
  });

  it('answers 401 to a wrong or missing signature and confirms nothing', async () => {
    const { owner, pix } = await billWithPix();
    const forged = await psp().pay([{ txid: pix.txid, amountCents: 1430 }], 'outro-segredo-qualquer-1234');
    expect(forged.status).toBe(401);
    const body = JSON.stringify({
      pix: [{ endToEndId: 'E1', txid: pix.txid, valor: '14.30', horario: '2026-01-05T15:30:00Z' }],
    });
    expect((await psp().post(body, undefined)).status).toBe(401);
    expect((await psp().post(body, 'sha256=00')).status).toBe(401);
    expect((await readOrder(owner, owner.orderId)).status).toBe('PAYMENT_REQUESTED');
  });
});

describe('POST /pix/webhook without PIX_WEBHOOK_SECRET', () => {
  const plain = useTestApp();
  it('answers 404', async () => {
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/pix/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pix: [] }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
