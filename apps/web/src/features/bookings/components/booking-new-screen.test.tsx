// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoute, mockApi, reply } from '@/test/api-mock';
import { publicMerchantFixture } from '@/test/merchant-fixtures';
import { renderScreen } from '@/test/render';
import { addDays, todayIn } from '../utils/booking-dates';
import { BookingNewScreen } from './booking-new-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const consumerId = 'cccccccc-0000-4000-8000-000000000001';
const bookingId = 'bbbbbbbb-0000-4000-8000-000000000001';
const merchant = publicMerchantFixture({
  id: merchantId,
  bookingsEnabled: true,
  bookingMaxPartySize: 4,
  bookingMaxDaysAhead: 10,
});

function mockBookingApi(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /merchant': merchant,
    'GET /bookings/availability': (call) => ({
      date: call.query.get('date'),
      slot: Number(call.query.get('slot')),
      times: ['19:00', '19:30', '20:00'],
    }),
    'GET /flag': { value: false },
    'GET /bookings': [],
    ...routes,
  });
}

function renderBooking() {
  return renderScreen(<BookingNewScreen merchantId={merchantId} />, {
    path: `/reservar?merchant=${merchantId}`,
  });
}

describe("the diner's booking screen", () => {
  it("asks for the restaurant's own days, not the phone's (another time zone)", async () => {
    // 12:00 UTC is 09:00 of 2 December in São Paulo and already 02:00 of 3 December in Kiritimati (UTC+14).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T12:00:00Z') });
    try {
      const api = mockBookingApi({ 'GET /merchant': { ...merchant, timeZone: 'Pacific/Kiritimati' } });
      renderBooking();
      await screen.findByRole('button', { name: '19:00' });
      const asked = api.callsTo('GET /bookings/availability').map((call) => call.query.get('date'));
      expect(asked).toEqual(['2026-12-03']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the free times of the chosen day and party size', async () => {
    const api = mockBookingApi();
    const { user } = renderBooking();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeTruthy();
    const today = todayIn(new Date());
    await screen.findByRole('button', { name: '19:00' });
    expect(api.callsTo('GET /bookings/availability')[0]?.query.toString()).toBe(
      `merchantId=${merchantId}&date=${today}&slot=2`,
    );
    expect(screen.getByRole('button', { name: /^Hoje, / }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: /^Amanhã, / }));
    await user.click(screen.getByRole('button', { name: 'Mais uma pessoa' }));
    await waitFor(() =>
      expect(api.callsTo('GET /bookings/availability').at(-1)?.query.toString()).toBe(
        `merchantId=${merchantId}&date=${addDays(today, 1)}&slot=3`,
      ),
    );
    // The stepper stops at the restaurant's largest party.
    await user.click(screen.getByRole('button', { name: 'Mais uma pessoa' }));
    expect(screen.getByRole('button', { name: 'Mais uma pessoa' })).toHaveProperty('disabled', true);
    expect(screen.getByText('4 pessoas')).toBeTruthy();
    // The date field stays inside the horizon.
    const field = screen.getByLabelText<HTMLInputElement>('Outra data');
    expect([field.min, field.max]).toEqual([today, addDays(today, 10)]);
  });

  it("books with the queue's phone and name step, then opens the booking's page", async () => {
    const api = mockBookingApi({
      'POST /consumer': { id: consumerId, phoneVerified: true },
      'POST /bookings': (call) => ({ id: bookingId, ...(call.body as object) }),
    });
    const { user, history } = renderBooking();
    expect(screen.queryByLabelText('Seu número de celular')).toBeNull();
    await user.click(await screen.findByRole('button', { name: '19:30' }));
    await user.type(screen.getByLabelText('Observação (opcional)'), 'Aniversário');
    await user.type(screen.getByLabelText('Seu número de celular'), '11987654321');
    await user.type(screen.getByLabelText('Qual seu nome?'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await waitFor(() => expect(history.at(-1)).toBe(`/reserva/${bookingId}`));
    expect(api.callsTo('POST /consumer')[0]?.body).toEqual({ phone: '11987654321', name: 'Ana' });
    expect(api.callsTo('POST /bookings')[0]?.body).toEqual({
      merchantId,
      date: todayIn(new Date()),
      time: '19:30',
      slot: 2,
      note: 'Aniversário',
    });
  });

  it("says 'Horário indisponível.' on a 409 and reads the times again without the taken one", async () => {
    let isTaken = false;
    const api = mockBookingApi({
      'GET /bookings/availability': (call) => ({
        date: call.query.get('date'),
        slot: 2,
        times: isTaken ? ['19:00', '20:00'] : ['19:00', '19:30', '20:00'],
      }),
      'POST /consumer': { id: consumerId, phoneVerified: true },
      'POST /bookings': () => {
        isTaken = true;
        return reply(409, { code: 'CONFLICT', message: 'Horário indisponível.' });
      },
    });
    const { user, history } = renderBooking();
    await user.click(await screen.findByRole('button', { name: '19:30' }));
    await user.type(screen.getByLabelText('Seu número de celular'), '11987654321');
    await user.type(screen.getByLabelText('Qual seu nome?'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    const alert = await screen.findByText(/Horário indisponível\. Atualizamos os horários/u);
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(screen.queryByRole('button', { name: '19:30' })).toBeNull());
    expect(api.callsTo('GET /bookings/availability').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Confirmar reserva' })).toBeNull();
    expect(history.at(-1)).toBe(`/reservar?merchant=${merchantId}`);
  });

  it("shows 'Nenhum horário livre nesse dia.' when no time is free", async () => {
    mockBookingApi({ 'GET /bookings/availability': { date: '2026-12-02', slot: 2, times: [] } });
    renderBooking();
    expect(await screen.findByText('Nenhum horário livre nesse dia.')).toBeTruthy();
  });

  it('says the restaurant takes no bookings when they are off, and asks no times', async () => {
    const api = mockBookingApi({ 'GET /merchant': { ...merchant, bookingsEnabled: false } });
    renderBooking();
    const notice = await screen.findByText('Este restaurante não está recebendo reservas pelo app.');
    expect(
      within(notice.parentElement as HTMLElement).getByRole('link', { name: 'Entrar na fila' }),
    ).toBeTruthy();
    expect(api.callsTo('GET /bookings/availability')).toEqual([]);
  });
});
