// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { renderScreen } from '@/test/render';
import { BookingScreen } from './booking-screen';

const id = 'bbbbbbbb-0000-4000-8000-000000000001';
const inOneDay = new Date(Date.now() + 24 * 3_600_000);
const booking = {
  id,
  status: 'CONFIRMED',
  date: '2026-12-05',
  time: '20:00',
  slot: 4,
  table: '7',
  note: 'Aniversário',
  merchantId: 'aaaaaaaa-0000-4000-8000-000000000001',
  merchantName: 'Cantina da Praça',
  startsAt: inOneDay.toISOString(),
  endsAt: new Date(inOneDay.getTime() + 90 * 60_000).toISOString(),
  deposit: null,
  createdAt: new Date().toISOString(),
};

describe("the diner's booking page", () => {
  it('shows the booking written out and downloads it as an .ics', async () => {
    mockApi({ [`GET /bookings/${id}`]: booking });
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:reserva';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderScreen(<BookingScreen id={id} />, { path: `/reserva/${id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeTruthy();
    expect(screen.getByText('sábado, 5 de dezembro de 2026')).toBeTruthy();
    expect(screen.getByText('4 pessoas')).toBeTruthy();
    expect(screen.getByText('Confirmada')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adicionar ao calendário' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.contexts[0]).toHaveProperty('download', 'reserva-2026-12-05.ics');
    const text = await (blobs[0] as Blob).text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/u);
    expect(text).toContain(`UID:${id}@suavez.app\r\n`);
    expect(text).toContain('SUMMARY:Reserva: Cantina da Praça\r\n');
    for (const spy of [create, revoke, clicked]) spy.mockRestore();
  });

  it("cancels after 'Cancelar reserva?', then shows it cancelled without the buttons", async () => {
    const api = mockApi({
      [`GET /bookings/${id}`]: booking,
      [`POST /bookings/${id}/cancel`]: { ...booking, status: 'CANCELED' },
    });
    const { user } = renderScreen(<BookingScreen id={id} />, { path: `/reserva/${id}` });
    await user.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Manter reserva' }));
    expect(api.callsTo(`POST /bookings/${id}/cancel`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancelar reserva' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancelar reserva?' })).getByRole('button', {
        name: 'Cancelar reserva',
      }),
    );
    expect(await screen.findByText('Cancelada')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Adicionar ao calendário' })).toBeNull());
    expect(api.callsTo(`POST /bookings/${id}/cancel`)).toHaveLength(1);
  });

  it("says it cannot show someone else's booking", async () => {
    mockApi({ [`GET /bookings/${id}`]: reply(403, { code: 'FORBIDDEN', message: 'Acesso negado.' }) });
    renderScreen(<BookingScreen id={id} />, { path: `/reserva/${id}` });
    expect(await screen.findByRole('heading', { name: 'Reserva não encontrada' })).toBeTruthy();
  });
});

describe("the diner's booking page while it waits for its deposit", () => {
  const pending = {
    ...booking,
    status: 'PENDING_DEPOSIT',
    deposit: {
      amountCents: 2500,
      brCode: '00020101021226580014br.gov.bcb.pix0136sinal-da-reserva520400005303986540525.006304ABCD',
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      paidAt: null,
    },
  };

  it("shows the amount, the Pix code with 'Copiar código' and the time left, then the confirmation", async () => {
    let answer: object = pending;
    const api = mockApi({ [`GET /bookings/${id}`]: () => answer });
    const { user } = renderScreen(<BookingScreen id={id} />, { path: `/reserva/${id}` });
    expect(await screen.findByRole('heading', { name: 'Pague o sinal para confirmar' })).toBeTruthy();
    expect(screen.getByText('Aguardando sinal')).toBeTruthy();
    expect(screen.getByText('R$ 25,00')).toBeTruthy();
    expect(screen.getByText(/Pague em até 15 min/u)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Faltam 1[45]:\d{2}$/u);
    expect((screen.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toBe(
      pending.deposit.brCode,
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(pending.deposit.brCode);
    // The host confirms: the next poll shows it confirmed, the Pix gone.
    answer = {
      ...pending,
      status: 'CONFIRMED',
      deposit: { ...pending.deposit, brCode: null, paidAt: new Date().toISOString() },
    };
    await waitFor(() => expect(screen.getByText('Confirmada')).toBeTruthy(), { timeout: 8_000 });
    expect(screen.getByText('Sinal de R$ 25,00 pago.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copiar código' })).toBeNull();
    expect(api.callsTo(`GET /bookings/${id}`).length).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('says the booking was cancelled when the deposit was not paid in time', async () => {
    mockApi({
      [`GET /bookings/${id}`]: {
        ...pending,
        status: 'CANCELED',
        deposit: { ...pending.deposit, brCode: null, expiresAt: new Date(Date.now() - 1000).toISOString() },
      },
    });
    renderScreen(<BookingScreen id={id} />, { path: `/reserva/${id}` });
    expect(await screen.findByText('Reserva cancelada: o sinal não foi pago a tempo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
  });

  it('asks to arrange the deposit with the restaurant when it has no Pix key', async () => {
    mockApi({ [`GET /bookings/${id}`]: { ...pending, deposit: { ...pending.deposit, brCode: null } } });
    renderScreen(<BookingScreen id={id} />, { path: `/reserva/${id}` });
    expect(await screen.findByText('Combine o pagamento do sinal com o restaurante.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copiar código' })).toBeNull();
  });
});
