import { DEFAULT_BOOKING_SETTINGS } from '@suavez/shared/contracts/bookings.contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BOOKING_TEST_DATE,
  BOOKING_TEST_NOW,
  createBookingMerchant,
  OPEN_BOOKING_SETTINGS,
} from '#test/booking-test-helpers';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { createStaffLogin } from '#test/staff-test-helpers';
import { type Caller, callAs, useTestApp } from '#test/test-app';

const t = useTestApp();
beforeEach(() => t.clock.set(BOOKING_TEST_NOW));

const availability = (merchantId: string, slot: number, date = BOOKING_TEST_DATE) =>
  callAs(t, null, 'GET', `/bookings/availability?merchantId=${merchantId}&date=${date}&slot=${slot}`);

const book = (diner: Caller, body: Record<string, unknown>) => callAs(t, diner, 'POST', '/bookings', body);

const friday = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];

describe('booking settings (rules §13 Booking settings)', () => {
  it('shows the defaults in GET /merchant/full until the owner saves, then what was saved', async () => {
    const m = await createMerchantFixture(t.app);
    const before = await callAs(t, m, 'GET', `/merchant/full?id=${m.merchantId}`);
    expect(before.json().bookings).toEqual(DEFAULT_BOOKING_SETTINGS);
    const saved = await callAs(t, m, 'PUT', '/merchant/bookings', {
      ...OPEN_BOOKING_SETTINGS,
      depositCents: 0,
    });
    expect(saved.statusCode).toBe(200);
    const after = await callAs(t, m, 'GET', `/merchant/full?id=${m.merchantId}`);
    expect(after.json().bookings).toEqual({ ...OPEN_BOOKING_SETTINGS, depositCents: 0 });
    const audit = await callAs(t, m, 'GET', '/merchant/audit?day=2026-12-02');
    expect(JSON.stringify(audit.json())).toContain('settings.bookings');
  });

  it.each([
    [{ slotMinutes: 20 }, 'O intervalo entre horários é de 15, 30 ou 60 minutos'],
    [{ durationMinutes: 10 }, 'A duração da reserva vai de 30 a 300'],
    [{ holdMinutes: 121 }, 'O tempo de mesa guardada vai de 0 a 120'],
    [{ maxPartySize: 31 }, 'O maior grupo vai de 1 a 30'],
  ])('refuses %j with 400 in pt-BR', async (change, message) => {
    const m = await createMerchantFixture(t.app);
    const res = await callAs(t, m, 'PUT', '/merchant/bookings', { ...OPEN_BOOKING_SETTINGS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('lets only the owner change them', async () => {
    const m = await createMerchantFixture(t.app);
    for (const role of ['host', 'waiter', 'kitchen'] as const) {
      const staff = await createStaffLogin(t.app, m, role);
      expect((await callAs(t, staff, 'PUT', '/merchant/bookings', OPEN_BOOKING_SETTINGS)).statusCode).toBe(
        403,
      );
    }
    expect((await callAs(t, null, 'PUT', '/merchant/bookings', OPEN_BOOKING_SETTINGS)).statusCode).toBe(401);
  });
});

describe('GET /bookings/availability (rules §13 Availability)', () => {
  it("lists the grid's times of the weekday's shift for a party a table fits", async () => {
    const m = await createBookingMerchant(t.app);
    const res = await availability(m.merchantId, 4);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ date: BOOKING_TEST_DATE, slot: 4, times: friday });
    // No table seats 5; Thursday has no shift; bookings off → none.
    expect((await availability(m.merchantId, 5)).json().times).toEqual([]);
    expect((await availability(m.merchantId, 2, '2026-12-03')).json().times).toEqual([]);
  });

  it('answers no times with bookings off or a party over the largest allowed', async () => {
    const off = await createBookingMerchant(t.app, { settings: { enabled: false } });
    expect((await availability(off.merchantId, 2)).json().times).toEqual([]);
    const small = await createBookingMerchant(t.app, { settings: { maxPartySize: 2 } });
    expect((await availability(small.merchantId, 3)).json().times).toEqual([]);
    expect((await availability(small.merchantId, 2)).json().times).toEqual(friday);
  });

  it('leaves out the times whose every fitting table has a live booking overlapping', async () => {
    const m = await createBookingMerchant(t.app);
    const diner = await createConsumerFixture(t.app);
    const made = await book(diner, {
      merchantId: m.merchantId,
      date: BOOKING_TEST_DATE,
      time: '19:30',
      slot: 2,
    });
    expect(made.statusCode).toBe(201);
    // 19:30–21:00 is taken: 18:30 (ends 20:00) to 20:30 (starts before 21:00) overlap it.
    expect((await availability(m.merchantId, 2)).json().times).toEqual(['18:00', '21:00', '21:30']);
    const canceled = await callAs(t, diner, 'POST', `/bookings/${made.json().id}/cancel`);
    expect(canceled.json().status).toBe('CANCELED');
    expect((await availability(m.merchantId, 2)).json().times).toEqual(friday);
  });

  it('reads the date in the restaurant’s zone, and leaves out times before the lead', async () => {
    const m = await createBookingMerchant(t.app);
    // Friday 19:10 in São Paulo: 60 minutes of lead leave 20:30 on.
    t.clock.set(new Date('2026-12-04T22:10:00Z'));
    expect((await availability(m.merchantId, 2)).json().times).toEqual(['20:30', '21:00', '21:30']);
  });

  it.each([
    ['date=2026-02-30&slot=2', 'Data inválida'],
    ['date=04/12/2026&slot=2', 'Informe a data no formato AAAA-MM-DD'],
    ['date=2026-12-04&slot=0', 'A reserva é para ao menos 1 pessoa'],
    ['date=2026-12-04&slot=dois', 'Informe para quantas pessoas'],
  ])('refuses %s with 400 in pt-BR', async (query, message) => {
    const m = await createMerchantFixture(t.app);
    const res = await callAs(t, null, 'GET', `/bookings/availability?merchantId=${m.merchantId}&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    const res = await availability('00000000-0000-4000-8000-000000000000', 2);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Restaurante não encontrado.');
  });
});

describe('POST /bookings (rules §13 Booking)', () => {
  it('books the tightest free table that fits and answers the booking', async () => {
    const m = await createBookingMerchant(t.app, {
      tables: [
        { label: '10', seats: 6 },
        { label: '2', seats: 2 },
        { label: '3', seats: 4, minSeats: 3 },
      ],
    });
    const diner = await createConsumerFixture(t.app);
    const res = await book(diner, {
      merchantId: m.merchantId,
      date: BOOKING_TEST_DATE,
      time: '20:00',
      slot: 3,
      note: ' aniversário ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'CONFIRMED',
      date: BOOKING_TEST_DATE,
      time: '20:00',
      slot: 3,
      table: '3',
      note: 'aniversário',
      merchantId: m.merchantId,
      startsAt: '2026-12-04T23:00:00.000Z',
      endsAt: '2026-12-05T00:30:00.000Z',
      deposit: null,
    });
    const second = await book(await createConsumerFixture(t.app), {
      merchantId: m.merchantId,
      date: BOOKING_TEST_DATE,
      time: '20:30',
      slot: 3,
    });
    expect(second.json().table).toBe('10');
    const third = await book(await createConsumerFixture(t.app), {
      merchantId: m.merchantId,
      date: BOOKING_TEST_DATE,
      time: '20:30',
      slot: 3,
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Horário indisponível.');
  });

  it('refuses a time off the grid, before the lead, or with bookings off (409), and needs a session (401)', async () => {
    const m = await createBookingMerchant(t.app);
    const diner = await createConsumerFixture(t.app);
    const at = (time: string) =>
      book(diner, { merchantId: m.merchantId, date: BOOKING_TEST_DATE, time, slot: 2 });
    for (const time of ['20:15', '22:00', '17:30']) {
      const res = await at(time);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Horário indisponível.');
    }
    const off = await createBookingMerchant(t.app, { settings: { enabled: false } });
    const refused = await book(diner, {
      merchantId: off.merchantId,
      date: BOOKING_TEST_DATE,
      time: '20:00',
      slot: 2,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Este restaurante não está recebendo reservas.');
    expect(
      (await book(null, { merchantId: m.merchantId, date: BOOKING_TEST_DATE, time: '20:00', slot: 2 }))
        .statusCode,
    ).toBe(401);
    const bad = await book(diner, {
      merchantId: m.merchantId,
      date: BOOKING_TEST_DATE,
      time: '25:00',
      slot: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Informe o horário no formato HH:MM');
  });

  it('gives the last table to exactly one of eight diners racing for it', async () => {
    const m = await createBookingMerchant(t.app);
    const diners = await Promise.all(Array.from({ length: 8 }, () => createConsumerFixture(t.app)));
    const answers = await Promise.all(
      diners.map((diner) =>
        book(diner, { merchantId: m.merchantId, date: BOOKING_TEST_DATE, time: '20:00', slot: 2 }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const day = await callAs(t, m, 'GET', `/merchant/bookings?date=${BOOKING_TEST_DATE}`);
    expect(day.json()).toHaveLength(1);
  });
});

describe("the diner's own bookings", () => {
  it('lists them newest first, reads one, and refuses another diner’s (403)', async () => {
    const m = await createBookingMerchant(t.app, {
      tables: [
        { label: '1', seats: 4 },
        { label: '2', seats: 4 },
      ],
    });
    const diner = await createConsumerFixture(t.app);
    const stranger = await createConsumerFixture(t.app);
    const first = (
      await book(diner, { merchantId: m.merchantId, date: BOOKING_TEST_DATE, time: '18:00', slot: 2 })
    ).json();
    t.clock.advance(1000);
    const second = (
      await book(diner, { merchantId: m.merchantId, date: BOOKING_TEST_DATE, time: '21:00', slot: 2 })
    ).json();
    const list = await callAs(t, diner, 'GET', `/bookings?consumerId=${diner.consumerId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
    expect((await callAs(t, stranger, 'GET', `/bookings?consumerId=${diner.consumerId}`)).statusCode).toBe(
      403,
    );
    const one = await callAs(t, diner, 'GET', `/bookings/${first.id}`);
    expect(one.json()).toMatchObject({ id: first.id, time: '18:00', merchantName: expect.any(String) });
    expect((await callAs(t, stranger, 'GET', `/bookings/${first.id}`)).statusCode).toBe(403);
    expect((await callAs(t, stranger, 'POST', `/bookings/${first.id}/cancel`)).statusCode).toBe(403);
    expect((await callAs(t, null, 'GET', `/bookings/${first.id}`)).statusCode).toBe(401);
  });

  it('cancels before the start; again, or after the start → 409', async () => {
    const m = await createBookingMerchant(t.app, {
      tables: [
        { label: '1', seats: 4 },
        { label: '2', seats: 4 },
      ],
    });
    const diner = await createConsumerFixture(t.app);
    const a = (
      await book(diner, { merchantId: m.merchantId, date: BOOKING_TEST_DATE, time: '18:00', slot: 2 })
    ).json();
    const b = (
      await book(diner, { merchantId: m.merchantId, date: BOOKING_TEST_DATE, time: '18:00', slot: 2 })
    ).json();
    const canceled = await callAs(t, diner, 'POST', `/bookings/${a.id}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().status).toBe('CANCELED');
    const again = await callAs(t, diner, 'POST', `/bookings/${a.id}/cancel`);
    expect(again.statusCode).toBe(409);
    // Friday 18:05 local: b has started.
    t.clock.set(new Date('2026-12-04T21:05:00Z'));
    const late = await callAs(t, diner, 'POST', `/bookings/${b.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A reserva já começou: fale com o restaurante.');
  });
});
