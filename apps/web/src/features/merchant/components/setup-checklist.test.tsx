// @vitest-environment happy-dom
import type { MerchantSetup } from '@suavez/shared/contracts/merchant-setup.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { renderMerchantScreen } from '@/test/render';
import { HomeScreen } from './home-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000a1';
const nothingDone: MerchantSetup = {
  menuItem: false,
  openingHours: false,
  pixKey: false,
  qrCode: false,
  team: false,
};

function mockHome(setup: () => MerchantSetup) {
  return mockApi({
    'GET /merchant/full': merchantFullFixture({ id: merchantId, name: 'Cantina Nova' }),
    'GET /account/validate': {
      valid: true,
      merchantId,
      email: 'dono@cantina.test',
      role: 'owner',
      name: '',
      emailConfirmed: true,
    },
    'GET /merchant/setup': () => setup(),
    'PUT /merchant/pix': (call) => ({ ...(call.body as object), keyType: 'EMAIL' }),
  });
}

/** Each step of the list as a screen reader reads it: 'A fazer: Cadastre a chave Pix'. */
const stepsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const spoken = item.cloneNode(true) as HTMLElement;
      for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (spoken.textContent ?? '').replace(/\s+/g, ' ').trim();
    });

describe("the owner's setup checklist (docs/screens.md#setup-checklist)", () => {
  it('lists the five steps from the server, each linked to where it is done, and ticks them', async () => {
    let setup = { ...nothingDone, menuItem: true };
    const api = mockHome(() => setup);
    const { user } = renderMerchantScreen(<HomeScreen />, { merchantId, path: '/merchant' });
    const checklist = await screen.findByRole('region', { name: 'Primeiros passos' });
    expect(api.callsTo('GET /merchant/setup')[0]?.query.get('merchantId')).toBe(merchantId);
    expect(within(checklist).getByText(/1 de 5 feitos/)).toBeTruthy();
    expect(stepsOf(checklist)).toEqual([
      'Feito: Cadastre um item no cardápio',
      'A fazer: Defina os horários de funcionamento',
      'A fazer: Cadastre a chave Pix',
      'A fazer: Imprima o QR code',
      'A fazer: Convide a equipe',
    ]);
    const hrefOf = (name: string) => within(checklist).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Cadastre um item no cardápio')).toBe('/merchant/catalogs');
    expect(hrefOf('Defina os horários de funcionamento')).toBe('#horarios');
    expect(hrefOf('Cadastre a chave Pix')).toBe('#pix');
    expect(hrefOf('Imprima o QR code')).toBe('/merchant/qr');
    expect(hrefOf('Convide a equipe')).toBe('/merchant/equipe');

    // 'Cadastre a chave Pix' opens the Pix settings in place; saving the key reads the steps again.
    await user.click(within(checklist).getByRole('link', { name: 'Cadastre a chave Pix' }));
    const pixButton = screen.getByRole('button', { name: 'Pix' });
    await waitFor(() => expect(pixButton.getAttribute('aria-expanded')).toBe('true'));
    setup = { ...setup, pixKey: true };
    const before = api.callsTo('GET /merchant/setup').length;
    const pixForm = screen.getByRole('form', { name: 'Dados do Pix' });
    await user.type(within(pixForm).getByRole('textbox', { name: 'Chave Pix' }), 'dono@cantina.test');
    await user.type(within(pixForm).getByRole('textbox', { name: 'Nome do recebedor' }), 'Cantina Nova');
    await user.type(within(pixForm).getByRole('textbox', { name: 'Cidade' }), 'São Paulo');
    await user.click(within(pixForm).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('GET /merchant/setup').length).toBeGreaterThan(before));
    await waitFor(() => expect(within(checklist).getByText(/2 de 5 feitos/)).toBeTruthy());
  });

  it("collapses to one line, 'Tudo pronto', once every step is done", async () => {
    mockHome(() => ({ menuItem: true, openingHours: true, pixKey: true, qrCode: true, team: true }));
    renderMerchantScreen(<HomeScreen />, { merchantId, path: '/merchant' });
    expect(await screen.findByText(/Tudo pronto/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).toBeNull();
  });

  it.each(['host', 'waiter'] as const)('is not shown to the %s, nor asked for', async (role) => {
    const api = mockHome(() => nothingDone);
    renderMerchantScreen(<HomeScreen />, { merchantId, path: '/merchant', role });
    await screen.findByRole('heading', { level: 1, name: 'Cantina Nova' });
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).toBeNull();
    expect(api.callsTo('GET /merchant/setup')).toHaveLength(0);
  });
});
