import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_TEST_DATE, createBookingMerchant } from '#test/booking-test-helpers';
import { createConsumerFixture, createQueueEntryFixture } from '#test/fixtures';
import { createStaffLogin } from '#test/staff-test-helpers';
import { type Caller, callAs, useTestApp } from '#test/test-app';

const t = useTestApp();
// Friday 10:00 in São Paulo: the day's bookings and their end (21:30) fit inside a merchant token's 12 hours.
const FRIDAY_MORNING = new Date('2026-12-04T13:00:00Z');
beforeEach(() => t.clock.set(FRIDAY_MORNING));

/** Friday 20:00 in São Paulo, and a few minutes after. */
const AT_START = new Date('2026-12-04T23:00:00Z');

const byPhone = (host: Caller, body: Record<string, unknown> = {}) =>
  callAs(t, host, 'POST', '/merchant/bookings', {
    name: 'Maria Souza',
    phone: '(11) 98765-4321',
    date: BOOKING_TEST_DATE,
    time: '20:00',
    slot: 4,
    ...body,
  });

describe('the host’s day (rules §13 The host)', () => {
  it('takes a booking by phone, and lists the day by time with name and phone', async () => {
    const m = await createBookingMerchant(t.app, {
      tables: [
        { label: '1', seats: 4 },
        { label: '2', seats: 4 },
      ],
    });
    const host = await createStaffLogin(t.app, m, 'host');
    const late = await byPhone(host, { time: '21:00', note: 'Cadeirinha de bebê' });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({
      name: 'Maria Souza',
      phone: '11987654321',
      slot: 4,
      date: BOOKING_TEST_DATE,
      time: '21:00',
      status: 'CONFIRMED',
      table: '1',
      note: 'Cadeirinha de bebê',
      queueId: null,
      deposit: null,
    });
    const diner = await createConsumerFixture(t.app, { name: 'Ana', phone: '11912345678' });
    const early = await callAs(t, diner, 'POST', '/bookings', {
      merchantId: m.merchantId,
      date: BOOKING_TEST_DATE,
      time: '18:30',
      slot: 2,
    });
    expect(early.statusCode).toBe(201);
    const day = await callAs(t, host, 'GET', `/merchant/bookings?date=${BOOKING_TEST_DATE}`);
    expect(day.statusCode).toBe(200);
    expect(day.json().map((b: { time: string; name: string }) => [b.time, b.name])).toEqual([
      ['18:30', 'Ana'],
      ['21:00', 'Maria Souza'],
    ]);
    expect((await callAs(t, host, 'GET', '/merchant/bookings?date=2026-12-05')).json()).toEqual([]);
    // The same availability rule: no table left at 21:00 for a party of 4, and 21:15 is off the grid.
    expect((await byPhone(host, { time: '21:00' })).statusCode).toBe(201);
    const full = await byPhone(host, { time: '21:00' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Horário indisponível.');
    expect((await byPhone(host, { time: '21:15' })).statusCode).toBe(409);
    const audit = await callAs(t, m, 'GET', '/merchant/audit?day=2026-12-04');
    expect(JSON.stringify(audit.json())).toContain('booking.create');
  });

  it.each([
    [{ name: '' }, 'Informe o nome'],
    [{ phone: '123' }, 'Informe um celular válido com DDD'],
    [{ date: '2026-13-01' }, 'Data inválida'],
    [{ slot: 31 }, 'A reserva pode ser para no máximo 30 pessoas'],
  ])('refuses %j with 400 in pt-BR', async (change, message) => {
    const m = await createBookingMerchant(t.app);
    const res = await byPhone(m, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.toLowerCase()).toContain(message.toLowerCase());
  });

  it('seats an arriving party as a CHECK_IN entry at the booked table, owned by the booking’s diner', async () => {
    const m = await createBookingMerchant(t.app, { tables: [{ label: 'Varanda 1', seats: 4 }] });
    const diner = await createConsumerFixture(t.app);
    const booking = (
      await callAs(t, diner, 'POST', '/bookings', {
        merchantId: m.merchantId,
        date: BOOKING_TEST_DATE,
        time: '20:00',
        slot: 4,
      })
    ).json();
    t.clock.set(new Date(AT_START.getTime() - 5 * 60_000));
    const arrived = await callAs(t, m, 'POST', `/merchant/bookings/${booking.id}/arrive`);
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json()).toMatchObject({
      status: 'ARRIVED',
      table: 'Varanda 1',
      queueId: expect.any(String),
    });
    const queueId = arrived.json().queueId;
    const tables = (await callAs(t, m, 'GET', '/merchant/tables')).json();
    expect(tables[0]).toMatchObject({ label: 'Varanda 1', state: 'SEATED', queueId });
    // The diner's own session now sees the seated entry, as a walk-in's would.
    const own = await callAs(t, diner, 'GET', `/queue?consumerId=${diner.consumerId}`);
    expect(own.json()).toMatchObject({ id: queueId, status: 'CHECK_IN' });
    expect((await callAs(t, diner, 'GET', `/bookings/${booking.id}`)).json().status).toBe('ARRIVED');
    // Arrived is final.
    for (const move of ['arrive', 'no-show', 'cancel']) {
      const again = await callAs(t, m, 'POST', `/merchant/bookings/${booking.id}/${move}`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Esta reserva não permite esta ação no status atual.');
    }
  });

  it("answers 'Mesa ocupada.' when someone sits at the table, and seats at the table named instead", async () => {
    const m = await createBookingMerchant(t.app, {
      tables: [
        { label: '1', seats: 4 },
        { label: '2', seats: 4 },
      ],
    });
    const booking = (await byPhone(m)).json();
    expect(booking.table).toBe('1');
    t.clock.set(AT_START);
    const walkIn = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' });
    const seated = await callAs(t, m, 'POST', `/queue/checkin?queueId=${walkIn.id}&table=1&force=true`);
    expect(seated.statusCode).toBe(200);
    const taken = await callAs(t, m, 'POST', `/merchant/bookings/${booking.id}/arrive`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Mesa ocupada.');
    const elsewhere = await callAs(t, m, 'POST', `/merchant/bookings/${booking.id}/arrive?table=Mesa%202`);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ status: 'ARRIVED', table: '2' });
  });

  it('marks a no-show only once the start has passed, and cancels; wrong moves → 409', async () => {
    const m = await createBookingMerchant(t.app, {
      tables: [
        { label: '1', seats: 4 },
        { label: '2', seats: 4 },
      ],
    });
    const a = (await byPhone(m)).json();
    const b = (await byPhone(m)).json();
    const early = await callAs(t, m, 'POST', `/merchant/bookings/${a.id}/no-show`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Só dá para marcar que não veio depois do horário da reserva.');
    t.clock.set(new Date(AT_START.getTime() + 20 * 60_000));
    const noShow = await callAs(t, m, 'POST', `/merchant/bookings/${a.id}/no-show`);
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json().status).toBe('NO_SHOW');
    const canceled = await callAs(t, m, 'POST', `/merchant/bookings/${b.id}/cancel`);
    expect(canceled.json().status).toBe('CANCELED');
    expect((await callAs(t, m, 'POST', `/merchant/bookings/${b.id}/arrive`)).statusCode).toBe(409);
    expect((await callAs(t, m, 'POST', `/merchant/bookings/${a.id}/cancel`)).statusCode).toBe(409);
    const audit = JSON.stringify((await callAs(t, m, 'GET', '/merchant/audit?day=2026-12-04')).json());
    expect(audit).toContain('booking.no_show');
    expect(audit).toContain('booking.cancel');
  });

  it("answers 403 for another restaurant's booking, and lets only the owner and the host run the day", async () => {
    const m = await createBookingMerchant(t.app);
    const other = await createBookingMerchant(t.app);
    const theirs = (await byPhone(other)).json();
    for (const move of ['arrive', 'no-show', 'cancel']) {
      const res = await callAs(t, m, 'POST', `/merchant/bookings/${theirs.id}/${move}`);
      expect(res.statusCode).toBe(403);
    }
    expect((await callAs(t, m, 'GET', `/merchant/bookings?date=${BOOKING_TEST_DATE}`)).json()).toEqual([]);
    for (const role of ['waiter', 'kitchen'] as const) {
      const staff = await createStaffLogin(t.app, m, role);
      expect((await callAs(t, staff, 'GET', `/merchant/bookings?date=${BOOKING_TEST_DATE}`)).statusCode).toBe(
        403,
      );
      expect((await byPhone(staff)).statusCode).toBe(403);
    }
    const diner = await createConsumerFixture(t.app);
    expect((await callAs(t, diner, 'GET', `/merchant/bookings?date=${BOOKING_TEST_DATE}`)).statusCode).toBe(
      401,
    );
  });
});

describe('held tables (rules §13 Held tables)', () => {
  const minutes = (n: number) => new Date(AT_START.getTime() + n * 60_000);
  const floor = async (m: Caller) =>
    (await callAs(t, m, 'GET', '/merchant/tables')).json() as {
      label: string;
      state: string;
      bookingId: string | null;
      since: string | null;
    }[];
  const fitsOf = async (m: Caller & { merchantId: string }, queueId: string) => {
    const queue = (await callAs(t, m, 'GET', `/queue/current?merchantId=${m.merchantId}`)).json();
    return queue.find((entry: { id: string }) => entry.id === queueId)?.fits;
  };

  it('holds a booked table from holdMinutes before the start until its end, away from walk-ins', async () => {
    const m = await createBookingMerchant(t.app, {
      tables: [
        { label: '1', seats: 4 },
        { label: '2', seats: 6 },
      ],
    });
    const booking = (await byPhone(m)).json();
    t.clock.set(minutes(-20));
    const waiting = await createQueueEntryFixture(t, {
      merchantId: m.merchantId,
      status: 'IN_QUEUE',
      slot: 4,
    });
    t.clock.set(minutes(-16));
    expect((await floor(m)).map((x) => x.state)).toEqual(['FREE', 'FREE']);
    expect(await fitsOf(m, waiting.id)).toEqual(['1', '2']);
    // Nothing is written between the two reads: the host's kept answer ends when the hold begins.
    t.clock.set(minutes(-15));
    expect((await floor(m))[0]).toMatchObject({
      label: '1',
      state: 'HELD',
      bookingId: booking.id,
      since: AT_START.toISOString(),
    });
    expect(await fitsOf(m, waiting.id)).toEqual(['2']);
    // Started and not yet marked: still held until its end (20:00 + 90 min).
    t.clock.set(minutes(89));
    expect((await floor(m))[0]?.state).toBe('HELD');
    t.clock.set(minutes(90));
    expect((await floor(m))[0]?.state).toBe('FREE');
  });

  it("refuses a walk-in at a held table with 'Mesa reservada às 20:00.' unless forced", async () => {
    const m = await createBookingMerchant(t.app, { tables: [{ label: '1', seats: 4 }] });
    expect((await byPhone(m)).statusCode).toBe(201);
    const other = await createBookingMerchant(t.app, { tables: [{ label: '1', seats: 4 }] });
    const held = (await byPhone(other)).json();
    t.clock.set(minutes(-10));
    const walkIn = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' });
    const refused = await callAs(t, m, 'POST', `/queue/checkin?queueId=${walkIn.id}&table=1`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Mesa reservada às 20:00.');
    const forced = await callAs(t, m, 'POST', `/queue/checkin?queueId=${walkIn.id}&table=1&force=true`);
    expect(forced.statusCode).toBe(200);
    expect((await floor(m))[0]?.state).toBe('SEATED');
    // A booking cancelled frees the hold at once.
    expect((await floor(other))[0]?.state).toBe('HELD');
    await callAs(t, other, 'POST', `/merchant/bookings/${held.id}/cancel`);
    expect((await floor(other))[0]?.state).toBe('FREE');
  });
});

describe('bookings in the report (docs/bookings.md#reports)', () => {
  it("counts the range's bookings by how they ended, and the people seated from them", async () => {
    const m = await createBookingMerchant(t.app, {
      tables: [
        { label: '1', seats: 4 },
        { label: '2', seats: 4 },
        { label: '3', seats: 4 },
      ],
    });
    const [a, b, c] = [
      (await byPhone(m)).json(),
      (await byPhone(m)).json(),
      (await byPhone(m, { slot: 3 })).json(),
    ];
    await callAs(t, m, 'POST', `/merchant/bookings/${a.id}/cancel`);
    t.clock.set(new Date(AT_START.getTime() + 20 * 60_000));
    expect((await callAs(t, m, 'POST', `/merchant/bookings/${b.id}/no-show`)).statusCode).toBe(200);
    expect((await callAs(t, m, 'POST', `/merchant/bookings/${c.id}/arrive`)).statusCode).toBe(200);
    const query = new URLSearchParams({ id: m.merchantId, startDate: '04/12/2026', endDate: '04/12/2026' });
    const report = await callAs(t, m, 'GET', `/queue/report/insights?${query}`);
    expect(report.statusCode).toBe(200);
    expect(report.json().bookings).toEqual({ total: 3, arrived: 1, noShows: 1, canceled: 1, seated: 3 });
    const before = new URLSearchParams({ id: m.merchantId, startDate: '03/12/2026', endDate: '03/12/2026' });
    expect((await callAs(t, m, 'GET', `/queue/report/insights?${before}`)).json().bookings.total).toBe(0);
  });
});
