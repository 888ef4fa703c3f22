import { randomUUID } from 'node:crypto';
import { parseBrCode } from '@suavez/shared/domain/br-code';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#api/db/client';
import { bookings } from '#api/db/schema/booking.schema';
import { bookingDepositTxid, bookingIdOfDepositTxid } from '#api/modules/pix/pix-txid';
import {
  BOOKING_TEST_DATE,
  BOOKING_TEST_NOW,
  createBookingMerchant,
  enableBookingsAllDay,
} from '#test/booking-test-helpers';
import { createConsumerFixture } from '#test/fixtures';
import { askForBill, createPixRestaurant, serveSodas, TEST_PIX } from '#test/pix-test-helpers';
import { createStaffLogin } from '#test/staff-test-helpers';
import { type Caller, callAs, useTestApp } from '#test/test-app';
import { confirmBookingDeposit, lapseBookingDeposits } from './booking-deposit.service';
import { listBookingNotices } from './booking-notices.repository';

const t = useTestApp();
// Friday 10:00 in São Paulo: the day's bookings fit inside a merchant token's 12 hours.
const FRIDAY_MORNING = new Date('2026-12-04T13:00:00Z');
const WINDOW_MS = 15 * 60_000;
beforeEach(() => t.clock.set(FRIDAY_MORNING));

/** A restaurant asking R$ 25,00 of deposit, with one table of 4 and (unless told) a Pix key. */
async function depositRestaurant(options: { pix?: boolean } = {}) {
  const m = await createBookingMerchant(t.app, { settings: { depositCents: 2500 } });
  if (options.pix !== false) {
    const res = await callAs(t, m, 'PUT', `/merchant/pix?id=${m.merchantId}`, TEST_PIX);
    expect(res.statusCode).toBe(200);
  }
  return m;
}

const book = (diner: Caller, merchantId: string, time = '20:00') =>
  callAs(t, diner, 'POST', '/bookings', { merchantId, date: BOOKING_TEST_DATE, time, slot: 4 });

const confirm = (caller: Caller, id: string) =>
  callAs(t, caller, 'POST', `/merchant/bookings/${id}/deposit/confirm`);

const freeTimes = async (merchantId: string) =>
  (
    await callAs(
      t,
      null,
      'GET',
      `/bookings/availability?merchantId=${merchantId}&date=${BOOKING_TEST_DATE}&slot=4`,
    )
  ).json().times as string[];

/** The booking's row as stored. */
async function readRow(id: string) {
  const rows = await t.app.ctx.database.db.select().from(bookings).where(eq(bookings.id, id));
  return rows[0];
}

/** The BR Code's field `tag` (top level), read by its length prefix. */
function brCodeField(code: string, tag: string): string | undefined {
  let at = 0;
  while (at + 4 <= code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (id === tag) return code.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return undefined;
}

describe('the deposit txid', () => {
  it('names the booking, within the 25 letters and digits of a static BR Code', () => {
    const id = '0f8e2d4c-1b3a-4c5d-9e7f-a1b2c3d4e5f6';
    const txid = bookingDepositTxid(id);
    expect(txid).toMatch(/^SB[0-9A-Za-z]{22}$/u);
    expect(bookingIdOfDepositTxid(txid)).toBe(id);
    expect(bookingDepositTxid('ffffffff-ffff-ffff-ffff-ffffffffffff')).toHaveLength(24);
    expect(bookingIdOfDepositTxid(bookingDepositTxid('ffffffff-ffff-ffff-ffff-ffffffffffff'))).toBe(
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    );
    // A charge's txid ('SV' and 23) and anything else name no booking.
    expect(bookingIdOfDepositTxid(`SV${'a'.repeat(23)}`)).toBeUndefined();
    expect(bookingIdOfDepositTxid(`SB${'-'.repeat(22)}`)).toBeUndefined();
    expect(bookingIdOfDepositTxid(`SB${'z'.repeat(22)}`)).toBeUndefined();
  });
});

describe('the booking deposit (rules §13 Deposit)', () => {
  it("starts PENDING_DEPOSIT with the deposit's BR Code, 15 minutes to pay, for the diner and the host", async () => {
    const m = await depositRestaurant();
    const diner = await createConsumerFixture(t.app);
    const res = await book(diner, m.merchantId);
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      status: 'PENDING_DEPOSIT',
      deposit: {
        amountCents: 2500,
        expiresAt: new Date(FRIDAY_MORNING.getTime() + WINDOW_MS).toISOString(),
        paidAt: null,
      },
    });
    const code: string = booking.deposit.brCode;
    expect(brCodeField(code, '54')).toBe('25.00');
    expect(brCodeField(brCodeField(code, '62') ?? '', '05')).toBe(bookingDepositTxid(booking.id));
    expect(brCodeField(brCodeField(code, '26') ?? '', '01')).toBe('52998224725');
    // The same code at every read, the diner's and the host's.
    expect((await callAs(t, diner, 'GET', `/bookings/${booking.id}`)).json().deposit.brCode).toBe(code);
    const day = (await callAs(t, m, 'GET', `/merchant/bookings?date=${BOOKING_TEST_DATE}`)).json();
    expect(day[0]).toMatchObject({ id: booking.id, status: 'PENDING_DEPOSIT', deposit: { brCode: code } });
    // A pending booking holds its table.
    expect(await freeTimes(m.merchantId)).not.toContain('20:00');
  });

  it('gives no BR Code when the restaurant has no Pix key (the host confirms what was paid)', async () => {
    const m = await depositRestaurant({ pix: false });
    const diner = await createConsumerFixture(t.app);
    const booking = (await book(diner, m.merchantId)).json();
    expect(booking).toMatchObject({
      status: 'PENDING_DEPOSIT',
      deposit: { amountCents: 2500, brCode: null },
    });
    const confirmed = await confirm(m, booking.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('CONFIRMED');
  });

  it('is confirmed by the host (audited) once; a second confirm is 409; another restaurant’s is 403', async () => {
    const m = await depositRestaurant();
    const host = await createStaffLogin(t.app, m, 'host');
    const diner = await createConsumerFixture(t.app);
    const booking = (await book(diner, m.merchantId)).json();
    const notices = () =>
      listBookingNotices(t.app.ctx.database.db, { merchantId: m.merchantId, bookingId: booking.id });
    // Not confirmed yet: its notices wait for the deposit.
    expect(await notices()).toEqual([]);
    t.clock.advance(5 * 60_000);
    const other = await depositRestaurant();
    const foreign = await confirm(other, booking.id);
    expect(foreign.statusCode).toBe(403);
    // A diner's session is not the restaurant's.
    expect([401, 403]).toContain((await confirm(diner, booking.id)).statusCode);
    expect((await confirm(m, 'nao-e-um-id')).statusCode).toBe(400);
    const res = await confirm(host, booking.id);
    expect(res.statusCode).toBe(200);
    const paidAt = new Date(FRIDAY_MORNING.getTime() + 5 * 60_000).toISOString();
    expect(res.json()).toMatchObject({
      status: 'CONFIRMED',
      deposit: { amountCents: 2500, paidAt, brCode: null },
    });
    expect((await notices()).map((n) => n.kind)).toContain('booking_confirmed');
    const again = await confirm(host, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta reserva não está aguardando o sinal.');
    // Confirmed, it no longer lapses.
    t.clock.advance(WINDOW_MS);
    const mine = (await callAs(t, diner, 'GET', `/bookings/${booking.id}`)).json();
    expect(mine).toMatchObject({ status: 'CONFIRMED', deposit: { paidAt } });
    const audit = await callAs(t, m, 'GET', '/merchant/audit?day=2026-12-04');
    expect(JSON.stringify(audit.json())).toContain('booking.deposit');
  });

  it('lapses unpaid after 15 minutes: CANCELED in the database at once, its table free, a late confirm 409', async () => {
    const m = await depositRestaurant();
    const diner = await createConsumerFixture(t.app);
    const booking = (await book(diner, m.merchantId)).json();
    expect(await freeTimes(m.merchantId)).not.toContain('20:00');
    t.clock.advance(WINDOW_MS - 1);
    expect((await callAs(t, diner, 'GET', `/bookings/${booking.id}`)).json().status).toBe('PENDING_DEPOSIT');
    t.clock.advance(1);
    // The availability's read writes the lapse: the table is free again.
    expect(await freeTimes(m.merchantId)).toContain('20:00');
    const row = await readRow(booking.id);
    expect(row).toMatchObject({ status: 'CANCELED', canceledAt: new Date(booking.deposit.expiresAt) });
    const mine = (await callAs(t, diner, 'GET', `/bookings/${booking.id}`)).json();
    expect(mine).toMatchObject({ status: 'CANCELED', deposit: { paidAt: null, brCode: null } });
    const late = await confirm(m, booking.id);
    expect(late.statusCode).toBe(409);
    // Another diner takes the freed table.
    const next = await book(await createConsumerFixture(t.app), m.merchantId);
    expect(next.statusCode).toBe(201);
  });

  it('is lapsed by the periodic sweep too, with no read', async () => {
    const m = await depositRestaurant();
    const booking = (await book(await createConsumerFixture(t.app), m.merchantId)).json();
    t.clock.advance(WINDOW_MS + 1000);
    expect(await lapseBookingDeposits({ db: t.app.ctx.database.db, clock: t.clock })).toBeGreaterThanOrEqual(
      1,
    );
    const row = await readRow(booking.id);
    expect(row?.status).toBe('CANCELED');
    expect(
      await lapseBookingDeposits({ db: t.app.ctx.database.db, clock: t.clock, filter: { id: booking.id } }),
    ).toBe(0);
  });

  it('races a confirm against the lapse at the boundary: exactly one wins', async () => {
    const db: Db = t.app.ctx.database.db;
    for (let round = 0; round < 4; round++) {
      const m = await depositRestaurant();
      const booking = (await book(await createConsumerFixture(t.app), m.merchantId)).json();
      const expiresAt = new Date(booking.deposit.expiresAt);
      // The host clicks a millisecond before the expiry; the sweeper runs at it.
      const [confirmed, lapsed] = await Promise.allSettled([
        confirmBookingDeposit({
          db,
          clock: { now: () => new Date(expiresAt.getTime() - 1) },
          actor: { merchantId: m.merchantId, userId: randomUUID(), name: 'Dona', role: 'owner' },
          id: booking.id,
        }),
        lapseBookingDeposits({ db, clock: { now: () => expiresAt }, filter: { id: booking.id } }),
      ]);
      const row = await readRow(booking.id);
      const confirmWon = confirmed.status === 'fulfilled';
      const lapseWon = lapsed.status === 'fulfilled' && lapsed.value === 1;
      expect(
        confirmWon !== lapseWon,
        `round ${round}: confirm ${confirmed.status}, lapse ${JSON.stringify(lapsed)}`,
      ).toBe(true);
      expect(row?.status).toBe(confirmWon ? 'CONFIRMED' : 'CANCELED');
      expect(row?.depositPaidAt !== null).toBe(confirmWon);
      t.clock.set(FRIDAY_MORNING);
    }
  });

  it('takes a booking by phone as PENDING_DEPOSIT, or CONFIRMED and paid when the host says so', async () => {
    const m = await createBookingMerchant(t.app, {
      tables: [
        { label: '1', seats: 4 },
        { label: '2', seats: 4 },
      ],
      settings: { depositCents: 3000 },
    });
    const body = {
      name: 'Maria Souza',
      phone: '(11) 98765-4321',
      date: BOOKING_TEST_DATE,
      time: '20:00',
      slot: 4,
    };
    const pending = await callAs(t, m, 'POST', '/merchant/bookings', body);
    expect(pending.statusCode).toBe(201);
    expect(pending.json()).toMatchObject({
      status: 'PENDING_DEPOSIT',
      deposit: { amountCents: 3000, paidAt: null },
    });
    const paid = await callAs(t, m, 'POST', '/merchant/bookings', { ...body, depositPaid: true });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      status: 'CONFIRMED',
      deposit: { amountCents: 3000, paidAt: FRIDAY_MORNING.toISOString() },
    });
    const bad = await callAs(t, m, 'POST', '/merchant/bookings', {
      ...body,
      time: '21:00',
      depositPaid: 'sim',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Informe se o sinal já foi pago');
  });
});

describe("the deposit off the table's bill", () => {
  /** A restaurant with a menu and a Pix key, bookings all day with `depositCents`, one table of 4. */
  async function seatedWithDeposit(depositCents: number) {
    const restaurant = await createPixRestaurant(t);
    await enableBookingsAllDay(t.app, restaurant, { depositCents });
    expect(
      (await callAs(t, restaurant, 'POST', '/merchant/tables', { label: '7', seats: 4 })).statusCode,
    ).toBe(201);
    const diner = await createConsumerFixture(t.app);
    const booking = (await book(diner, restaurant.merchantId)).json();
    expect((await confirm(restaurant, booking.id)).statusCode).toBe(200);
    t.clock.set(new Date('2026-12-04T22:55:00Z'));
    const arrived = await callAs(t, restaurant, 'POST', `/merchant/bookings/${booking.id}/arrive`);
    expect(arrived.statusCode).toBe(200);
    const queueId: string = arrived.json().queueId;
    const order = await callAs(t, diner, 'POST', '/order', { consumerId: diner.consumerId, queueId });
    expect(order.statusCode).toBe(201);
    const seated = { ...diner, id: queueId, orderId: order.json().id as string };
    // Two sodas (R$ 13,00) and 10 % of service: R$ 14,30.
    await serveSodas(t, restaurant, seated, 2);
    await askForBill(t, seated, 10);
    return { restaurant, seated };
  }

  it("shows 'Sinal da reserva' beside the table's total and charges the rest by Pix", async () => {
    const { seated } = await seatedWithDeposit(500);
    const table = (await callAs(t, seated, 'GET', `/queue?queueId=${seated.id}`)).json();
    expect(table.tableTotal).toEqual({ subtotal: 13, orders: 1, deposit: 5 });
    const pix = await callAs(t, seated, 'GET', `/order/pix?queueId=${seated.id}`);
    expect(pix.statusCode).toBe(200);
    expect(pix.json()).toMatchObject({ amount: 9.3, deposit: 5 });
    expect(brCodeField(pix.json().payload, '54')).toBe('9.30');
    // One person's own bill is not the table's: the deposit comes off the table's charge only.
    const own = await callAs(t, seated, 'GET', `/order/pix?orderId=${seated.orderId}`);
    expect(own.json().amount).toBe(14.3);
    expect(own.json().deposit).toBeUndefined();
  });

  it('never makes the table’s bill negative: a deposit that covers it leaves nothing to pay by Pix', async () => {
    const { seated } = await seatedWithDeposit(2000);
    const pix = await callAs(t, seated, 'GET', `/order/pix?queueId=${seated.id}`);
    expect(pix.statusCode).toBe(409);
    expect(pix.json().message).toBe('O sinal da reserva já cobre a conta da mesa.');
  });
});

// From wt-bkapi's first cut of the deposit, kept: the code read back field by field, and the notices.
describe('the deposit, read back (rules §10 BR Code)', () => {
  beforeEach(() => t.clock.set(BOOKING_TEST_NOW));

  it('carries the key, the amount, the name and the booking’s txid; the host’s confirm writes the notices', async () => {
    const m = await createBookingMerchant(t.app, { settings: { depositCents: 5000 } });
    const pix = await callAs(t, m, 'PUT', `/merchant/pix?id=${m.merchantId}`, {
      key: '11.222.333/0001-81',
      name: 'Cantina',
      city: 'Sao Paulo',
    });
    expect(pix.statusCode).toBe(200);
    const res = await callAs(t, await createConsumerFixture(t.app), 'POST', '/bookings', {
      merchantId: m.merchantId,
      date: BOOKING_TEST_DATE,
      time: '20:00',
      slot: 2,
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    const code = parseBrCode(booking.deposit.brCode);
    expect(code).toMatchObject({ key: '11222333000181', amount: '50.00', name: 'Cantina' });
    expect(code.txid).toBe(bookingDepositTxid(booking.id));
    const confirmed = await callAs(t, m, 'POST', `/merchant/bookings/${booking.id}/deposit/confirm`);
    expect(confirmed.json().deposit.paidAt).toBe(BOOKING_TEST_NOW.toISOString());
    const notices = await listBookingNotices(t.app.ctx.database.db, {
      merchantId: m.merchantId,
      bookingId: booking.id,
    });
    expect(notices.map((n) => n.kind)).toEqual(['booking_confirmed', 'booking_reminder']);
  });
});
