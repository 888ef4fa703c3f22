// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRoute, mockApi, reply } from '@/test/api-mock';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { renderMerchantScreen } from '@/test/render';
import { addDays, todayIn } from '../utils/booking-dates';
import { MerchantBookingsScreen } from './merchant-bookings-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const booking = (id: number, values: Record<string, unknown>) => ({
  id: `bbbbbbbb-0000-4000-8000-00000000000${id}`,
  name: 'Ana',
  phone: '11987654321',
  slot: 4,
  date: todayIn(new Date()),
  time: '20:00',
  status: 'CONFIRMED',
  table: '4',
  note: null,
  queueId: null,
  deposit: null,
  ...values,
});
const settings = {
  enabled: true,
  slotMinutes: 30,
  durationMinutes: 90,
  minLeadMinutes: 60,
  maxDaysAhead: 30,
  maxPartySize: 8,
  holdMinutes: 15,
  depositCents: 0,
};

function mockBookingsApi(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /merchant/full': merchantFullFixture({ id: merchantId, ...({ bookings: settings } as object) }),
    'GET /merchant/bookings': [
      booking(1, { time: '21:00', name: 'Bruno', note: 'Aniversário' }),
      booking(2, {}),
      booking(3, { time: '19:00', name: 'Carla', status: 'CANCELED' }),
      booking(4, { time: '22:00', name: 'Davi', status: 'PENDING_DEPOSIT' }),
    ],
    ...routes,
  });
}

describe("the host's 'Reservas'", () => {
  it("lists today's bookings by time, with what each may still become", async () => {
    const api = mockBookingsApi();
    renderMerchantScreen(<MerchantBookingsScreen />, { merchantId, path: '/merchant/reservas' });
    const list = await screen.findByRole('list', { name: 'Reservas do dia' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '19:00, Carla',
      '20:00, Ana',
      '21:00, Bruno',
      '22:00, Davi',
    ]);
    expect(api.callsTo('GET /merchant/bookings')[0]?.query.get('date')).toBe(todayIn(new Date()));
    // A cancelled booking offers nothing; a confirmed one the three moves.
    expect(within(rows[0] as HTMLElement).queryAllByRole('button')).toEqual([]);
    const ana = within(rows[1] as HTMLElement);
    expect(ana.getAllByRole('button').map((b) => b.textContent)).toEqual(['Chegou', 'Não veio', 'Cancelar']);
    expect(ana.getByRole('link', { name: 'Ligar para Ana: (11) 98765-4321' }).getAttribute('href')).toBe(
      'tel:11987654321',
    );
    expect(within(rows[2] as HTMLElement).getByText('Aniversário')).toBeTruthy();
    // A booking waiting for its deposit: the host confirms the Pix or cancels.
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirmar sinal', 'Cancelar']);
    expect(within(rows[3] as HTMLElement).getByText('Aguardando sinal')).toBeTruthy();
  });

  it("confirms a deposit with 'Confirmar sinal'", async () => {
    const davi = booking(4, { time: '22:00', name: 'Davi', status: 'PENDING_DEPOSIT' });
    const api = mockBookingsApi({
      'GET /merchant/bookings': [davi],
      [`POST /merchant/bookings/${davi.id}/deposit/confirm`]: { ...davi, status: 'CONFIRMED' },
    });
    const { user } = renderMerchantScreen(<MerchantBookingsScreen />, {
      merchantId,
      path: '/merchant/reservas',
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar o sinal de Davi' }));
    expect(await screen.findByText('Sinal confirmado.')).toBeTruthy();
    expect(api.callsTo(`POST /merchant/bookings/${davi.id}/deposit/confirm`)).toHaveLength(1);
  });

  it("shows 'Aguardando sinal' with 'Confirmar sinal', which confirms the deposit", async () => {
    const pendingId = 'bbbbbbbb-0000-4000-8000-000000000005';
    const deposit = { amountCents: 2500, brCode: null, expiresAt: new Date().toISOString(), paidAt: null };
    let day = [booking(5, { name: 'Dora', status: 'PENDING_DEPOSIT', deposit })];
    const api = mockBookingsApi({
      'GET /merchant/bookings': () => day,
      [`POST /merchant/bookings/${pendingId}/deposit/confirm`]: () => {
        day = [booking(5, { name: 'Dora', deposit: { ...deposit, paidAt: new Date().toISOString() } })];
        return day[0];
      },
    });
    const { user } = renderMerchantScreen(<MerchantBookingsScreen />, {
      merchantId,
      path: '/merchant/reservas',
    });
    const row = within(await screen.findByRole('listitem', { name: '20:00, Dora' }));
    expect(row.getByText('Aguardando sinal')).toBeTruthy();
    expect(row.getByText('Sinal R$ 25,00')).toBeTruthy();
    expect(row.getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirmar sinal', 'Cancelar']);
    await user.click(row.getByRole('button', { name: 'Confirmar o sinal de Dora' }));
    expect(await screen.findByText('Sinal confirmado.')).toBeTruthy();
    await waitFor(() => expect(row.getByText('Confirmada')).toBeTruthy());
    expect(row.getByText('Sinal R$ 25,00 · pago')).toBeTruthy();
    expect(api.callsTo(`POST /merchant/bookings/${pendingId}/deposit/confirm`)).toHaveLength(1);
  });

  it("says the server's words when the deposit can no longer be confirmed", async () => {
    const pendingId = 'bbbbbbbb-0000-4000-8000-000000000006';
    const deposit = { amountCents: 2500, brCode: null, expiresAt: new Date().toISOString(), paidAt: null };
    mockBookingsApi({
      'GET /merchant/bookings': [booking(6, { name: 'Edu', status: 'PENDING_DEPOSIT', deposit })],
      [`POST /merchant/bookings/${pendingId}/deposit/confirm`]: reply(409, {
        code: 'INVALID_TRANSITION',
        message: 'Esta reserva não está aguardando o sinal.',
      }),
    });
    const { user } = renderMerchantScreen(<MerchantBookingsScreen />, {
      merchantId,
      path: '/merchant/reservas',
    });
    const row = within(await screen.findByRole('listitem', { name: '20:00, Edu' }));
    await user.click(row.getByRole('button', { name: 'Confirmar o sinal de Edu' }));
    expect(await screen.findByText('Esta reserva não está aguardando o sinal.')).toBeTruthy();
  });

  it("reads the next day with '›' and comes back with 'Hoje'", async () => {
    const api = mockBookingsApi();
    const { user } = renderMerchantScreen(<MerchantBookingsScreen />, {
      merchantId,
      path: '/merchant/reservas',
    });
    await screen.findByRole('list', { name: 'Reservas do dia' });
    await user.click(screen.getByRole('button', { name: 'Próximo dia' }));
    const today = todayIn(new Date());
    await waitFor(() =>
      expect(api.callsTo('GET /merchant/bookings').at(-1)?.query.get('date')).toBe(addDays(today, 1)),
    );
    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(screen.getByRole('button', { name: 'Hoje' })).toHaveProperty('disabled', true);
  });

  it("seats the party with 'Chegou' at another free table, and cancels only after the question", async () => {
    const api = mockBookingsApi({
      'GET /merchant/tables': [
        {
          id: 'dddddddd-0000-4000-8000-000000000001',
          label: '4',
          seats: 4,
          minSeats: 1,
          area: null,
          state: 'HELD',
          queueId: null,
          bookingId: null,
          since: null,
          partyName: null,
          partySlot: null,
          billRequestedAt: null,
        },
        {
          id: 'dddddddd-0000-4000-8000-000000000002',
          label: '7',
          seats: 6,
          minSeats: 2,
          area: 'Varanda',
          state: 'FREE',
          queueId: null,
          bookingId: null,
          since: null,
          partyName: null,
          partySlot: null,
          billRequestedAt: null,
        },
        {
          id: 'dddddddd-0000-4000-8000-000000000003',
          label: '2',
          seats: 2,
          minSeats: 1,
          area: null,
          state: 'FREE',
          queueId: null,
          bookingId: null,
          since: null,
          partyName: null,
          partySlot: null,
          billRequestedAt: null,
        },
      ],
      'POST /merchant/bookings/bbbbbbbb-0000-4000-8000-000000000002/arrive': {},
      'POST /merchant/bookings/bbbbbbbb-0000-4000-8000-000000000001/cancel': reply(409, {
        code: 'CONFLICT',
        message: 'Reserva já cancelada.',
      }),
    });
    const { user } = renderMerchantScreen(<MerchantBookingsScreen />, {
      merchantId,
      path: '/merchant/reservas',
    });
    const list = await screen.findByRole('list', { name: 'Reservas do dia' });
    const [, ana, bruno] = within(list).getAllByRole('listitem') as HTMLElement[];
    await user.click(within(ana as HTMLElement).getByRole('button', { name: 'Chegou' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana chegou' });
    const table = within(dialog).getByLabelText('Mesa');
    // Only free tables that fit 4 people, beside the booked one.
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Mesa 4 (reservada)', 'Mesa 7 (6 lugares, Varanda)']),
    );
    await user.selectOptions(table, 'Mesa 7 (6 lugares, Varanda)');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar chegada' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /merchant/bookings/${booking(2, {}).id}/arrive`)).toHaveLength(1),
    );
    expect(api.callsTo(`POST /merchant/bookings/${booking(2, {}).id}/arrive`)[0]?.query.get('table')).toBe(
      '7',
    );
    expect(await screen.findByText('Cliente sentado à mesa.')).toBeTruthy();

    await user.click(
      within(bruno as HTMLElement).getByRole('button', { name: 'Cancelar a reserva de Bruno' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Cancelar reserva?' });
    expect(api.callsTo(`POST /merchant/bookings/${booking(1, {}).id}/cancel`)).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Cancelar reserva' }));
    expect(await screen.findByText('Reserva já cancelada.')).toBeTruthy();
  });

  it('shows a host the day but not the settings', async () => {
    mockBookingsApi();
    renderMerchantScreen(<MerchantBookingsScreen />, {
      merchantId,
      role: 'host',
      path: '/merchant/reservas',
    });
    await screen.findByRole('list', { name: 'Reservas do dia' });
    expect(screen.queryByRole('heading', { name: 'Configurações de reserva' })).toBeNull();
  });

  it('lets the owner save the settings, and refuses what the contract refuses before sending', async () => {
    const api = mockBookingsApi({ 'PUT /merchant/bookings': settings });
    const { user } = renderMerchantScreen(<MerchantBookingsScreen />, {
      merchantId,
      path: '/merchant/reservas',
    });
    await screen.findByRole('heading', { name: 'Configurações de reserva' });
    expect(screen.getByLabelText<HTMLInputElement>('Link de reservas').value).toBe(
      `https://fila.example.com.br/reservar?merchant=${merchantId}`,
    );
    const party = screen.getByLabelText('Maior grupo por reserva');
    await user.clear(party);
    await user.type(party, '99');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('O maior grupo vai de 1 a 30.');
    expect(api.callsTo('PUT /merchant/bookings')).toEqual([]);
    await user.clear(party);
    await user.type(party, '6');
    await user.selectOptions(screen.getByLabelText('Intervalo entre horários'), '15 min');
    await user.type(screen.getByLabelText('Sinal (R$)'), '25,50');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT /merchant/bookings')).toHaveLength(1));
    expect(api.callsTo('PUT /merchant/bookings')[0]?.body).toEqual({
      ...settings,
      maxPartySize: 6,
      slotMinutes: 15,
      depositCents: 2550,
    });
  });
});
