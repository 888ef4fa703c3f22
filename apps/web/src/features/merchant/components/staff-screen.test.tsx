// @vitest-environment happy-dom
import type { StaffMember } from '@suavez/shared/contracts/staff.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveMerchantSession } from '@/lib/cookies';
import { mockApi } from '@/test/api-mock';
import { renderMerchantScreen, renderScreen } from '@/test/render';
import { StaffScreen } from './staff-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const owner: StaffMember = {
  id: 'bbbbbbbb-0000-4000-8000-0000000000bb',
  name: '',
  email: 'dono@cantina.com',
  role: 'owner',
  active: true,
};
const waiter: StaffMember = {
  id: 'cccccccc-0000-4000-8000-0000000000cc',
  name: 'Ana',
  email: 'ana@cantina.com',
  role: 'waiter',
  active: false,
};

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A stored login whose token carries `role`, as the server signs it. */
function signInAs(role: string) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = [base64Url({ alg: 'HS256' }), base64Url({ merchant: merchantId, role, exp }), 'sig'].join(
    '.',
  );
  saveMerchantSession({ token, merchantId, email: `${role}@cantina.com` });
}

describe('StaffScreen', () => {
  it('invites a person and shows the one-time link to send by WhatsApp', async () => {
    let staff = [owner];
    const api = mockApi({
      'GET /merchant/staff': () => staff,
      'POST /merchant/staff': () => {
        staff = [owner, waiter];
        return {
          id: waiter.id,
          inviteUrl: 'http://127.0.0.1:3000/convite?token=abc',
          expiresAt: '2026-11-29T12:00:00.000Z',
        };
      },
    });
    renderMerchantScreen(<StaffScreen />, { merchantId, path: '/merchant/equipe' });
    await screen.findByText('dono@cantina.com');
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@cantina.com' } });
    await user.selectOptions(screen.getByLabelText('Função'), 'Garçom');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByLabelText('Link do convite')).toHaveProperty(
      'value',
      'http://127.0.0.1:3000/convite?token=abc',
    );
    expect(api.callsTo('POST /merchant/staff')[0]?.body).toEqual({
      name: 'Ana',
      email: 'ana@cantina.com',
      role: 'waiter',
    });
    const whatsApp = screen.getByRole('link', { name: 'Enviar pelo WhatsApp' });
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toContain('convite?token=abc');
    const people = await screen.findByRole('list', { name: 'Pessoas da equipe' });
    await waitFor(() => expect(within(people).getByText('Convite pendente')).toBeTruthy());
  });

  it('changes a role and removes a person after asking', async () => {
    let staff = [owner, { ...waiter, active: true }];
    const api = mockApi({
      'GET /merchant/staff': () => staff,
      'PATCH /merchant/staff/cccccccc-0000-4000-8000-0000000000cc': () => ({ ...waiter, role: 'host' }),
      'DELETE /merchant/staff/cccccccc-0000-4000-8000-0000000000cc': () => {
        staff = [owner];
        return undefined;
      },
    });
    renderMerchantScreen(<StaffScreen />, { merchantId, path: '/merchant/equipe' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Função de Ana'), 'Recepção');
    await waitFor(() =>
      expect(api.callsTo('PATCH /merchant/staff/cccccccc-0000-4000-8000-0000000000cc')).toHaveLength(1),
    );
    expect(api.callsTo('PATCH /merchant/staff/cccccccc-0000-4000-8000-0000000000cc')[0]?.body).toEqual({
      role: 'host',
    });
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/perde o acesso na hora/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByText('ana@cantina.com')).toBeNull());
  });

  it('tells anyone but the owner that only the owner manages the staff, without asking the server', async () => {
    const api = mockApi({});
    signInAs('waiter');
    renderScreen(<StaffScreen />, { path: '/merchant/equipe' });
    expect(await screen.findByText('Só o dono do estabelecimento gerencia a equipe.')).toBeTruthy();
    expect(api.callsTo('GET /merchant/staff')).toHaveLength(0);
  });
});
