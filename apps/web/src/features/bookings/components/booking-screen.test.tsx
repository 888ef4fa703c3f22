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
