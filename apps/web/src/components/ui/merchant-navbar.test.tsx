// @vitest-environment happy-dom

import type { StaffRole } from '@suavez/shared/domain/staff';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { merchantCountsKey } from '@/api/get-merchant-counts.api';
import { mockApi } from '@/test/api-mock';
import { renderMerchantScreen } from '@/test/render';
import { MerchantNavbar } from './merchant-navbar';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';

function renderBar(path: string, counts: () => object, role?: StaffRole) {
  const api = mockApi({ 'GET /queue/counts': counts });
  return { ...renderMerchantScreen(<MerchantNavbar />, { merchantId, role, path }), api };
}

const bar = () => screen.getByRole('navigation', { name: 'Estabelecimento' });
const link = (name: string) => within(bar()).getByRole('link', { name });
/** What a screen reader reads after the link's name: the elements its aria-describedby names. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('the merchant top bar (docs/screens.md#top-bar)', () => {
  it('links every merchant screen, in order, and marks the current one', async () => {
    renderBar('/merchant/catalogs/cccccccc-0000-4000-8000-000000000001', () => ({
      waiting: 0,
      seatedTables: 0,
      pendingItems: 0,
    }));
    const links = within(bar()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['SuaVez', '/merchant'],
      ['Início', '/merchant'],
      ['Fila', '/merchant/queue'],
      ['Salão', '/merchant/hall'],
      ['Mesas', '/merchant/salao'],
      ['Cozinha', '/merchant/cozinha'],
      ['Cardápio', '/merchant/catalogs'],
      ['Equipe', '/merchant/equipe'],
      ['Reservas', '/merchant/reservas'],
      ['Histórico', '/merchant/historico'],
      ['Integrações', '/merchant/integracoes'],
    ]);
    // A catalog's editor is under 'Cardápio'.
    expect(link('Cardápio').getAttribute('aria-current')).toBe('page');
    expect(link('Início').getAttribute('aria-current')).toBeNull();
    // Zero shows no badge, and still reads aloud.
    await waitFor(() => expect(descriptionOf(link('Fila'))).toBe('nenhum cliente na fila agora'));
    expect(descriptionOf(link('Salão'))).toBe('nenhuma mesa no salão');
    expect(descriptionOf(link('Cozinha'))).toBe('nenhum item a preparar');
  });

  it.each([
    ['host', ['Início', 'Fila', 'Mesas', 'Reservas']],
    ['waiter', ['Início', 'Salão', 'Mesas', 'Cozinha']],
    ['kitchen', ['Início', 'Cozinha']],
  ] as const)(
    'shows a %s only the screens the role may open (docs/access.md#staff-roles)',
    async (role, labels) => {
      renderBar('/merchant', () => ({ waiting: 0, seatedTables: 0, pendingItems: 0 }), role);
      const links = within(bar()).getAllByRole('link').slice(1);
      expect(links.map((a) => a.textContent?.replace(/\d+$/, ''))).toEqual(labels);
    },
  );

  it('shows the live numbers, read aloud as descriptions, and follows a new answer', async () => {
    let counts = { waiting: 3, seatedTables: 1, pendingItems: 12 };
    const { queryClient, api } = renderBar('/merchant', () => counts);
    await waitFor(() => expect(link('Fila').textContent).toBe('Fila3'));
    expect(descriptionOf(link('Fila'))).toBe('3 clientes na fila agora');
    expect(link('Salão').textContent).toBe('Salão1');
    expect(descriptionOf(link('Salão'))).toBe('1 mesa no salão');
    expect(link('Cozinha').textContent).toBe('Cozinha12');
    expect(descriptionOf(link('Cozinha'))).toBe('12 itens a preparar');
    expect(link('Início').getAttribute('aria-current')).toBe('page');
    expect(api.callsTo('GET /queue/counts')[0]?.query.get('merchantId')).toBe(merchantId);

    // A live event refreshes the numbers (the signals' key covers them).
    counts = { waiting: 1, seatedTables: 2, pendingItems: 0 };
    await act(() => queryClient.invalidateQueries({ queryKey: merchantCountsKey(merchantId) }));
    await waitFor(() => expect(link('Fila').textContent).toBe('Fila1'));
    expect(descriptionOf(link('Fila'))).toBe('1 cliente na fila agora');
    expect(link('Salão').textContent).toBe('Salão2');
    expect(link('Cozinha').textContent).toBe('Cozinha');
  });

  it('is reachable by keyboard, link after link', async () => {
    const { user } = renderBar('/merchant', () => ({ waiting: 0, seatedTables: 0, pendingItems: 0 }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('SuaVez');
    for (const name of ['Início', 'Fila', 'Salão', 'Mesas', 'Cozinha', 'Cardápio']) {
      await user.tab();
      expect(document.activeElement).toBe(link(name));
    }
  });

  it("puts the owner's settings screens under 'Mais' too, marked while one of them is open", async () => {
    const { user } = renderBar('/merchant/equipe', () => ({ waiting: 0, seatedTables: 0, pendingItems: 0 }));
    const more = within(bar()).getByRole('button', { name: 'Mais' });
    // The inline copies show from a laptop's width (CSS): 'Mais' is the tablet's way to them.
    expect(link('Equipe').closest('li')?.className).toContain('d-xl-block');
    // The floor too, in the owner's full bar.
    expect(link('Mesas').closest('li')?.className).toContain('d-xl-block');
    expect(more.closest('.nav-item')?.className).toContain('merchant-more-current');
    await user.click(more);
    const items = within(bar())
      .getAllByRole('link')
      .filter((a) => a.classList.contains('dropdown-item'));
    expect(items.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual(
      [
        ['Mesas', '/merchant/salao', null],
        ['Cardápio', '/merchant/catalogs', null],
        ['Equipe', '/merchant/equipe', 'page'],
        ['Reservas', '/merchant/reservas', null],
        ['Histórico', '/merchant/historico', null],
        ['Integrações', '/merchant/integracoes', null],
      ],
    );
  });

  it("has no 'Mais' for a role whose screens all fit (the waiter): the floor stays in the bar", () => {
    renderBar('/merchant/hall', () => ({ waiting: 0, seatedTables: 0, pendingItems: 0 }), 'waiter');
    expect(within(bar()).queryByRole('button', { name: 'Mais' })).toBeNull();
    expect(link('Mesas').closest('li')?.className).not.toContain('d-none');
  });

  it("keeps the host's floor and 'Reservas' in the bar, with no 'Mais'", () => {
    renderBar('/merchant/queue', () => ({ waiting: 0, seatedTables: 0, pendingItems: 0 }), 'host');
    expect(within(bar()).queryByRole('button', { name: 'Mais' })).toBeNull();
    expect(link('Mesas').closest('li')?.className).not.toContain('d-none');
    expect(link('Reservas').closest('li')?.className).not.toContain('d-none');
  });

  it("names the account 'Conta' on a tablet and shows the e-mail inside, with 'Desconectar'", async () => {
    const { user } = renderBar('/merchant', () => ({ waiting: 0, seatedTables: 0, pendingItems: 0 }));
    const account = within(bar()).getByRole('button', { name: /^Conta/ });
    expect(account.querySelector('.d-lg-none')?.textContent).toBe('Conta');
    await user.click(account);
    expect(within(bar()).getAllByText('demo@suavez.app').length).toBeGreaterThan(0);
    expect(within(bar()).getByRole('button', { name: 'Desconectar' })).toBeTruthy();
  });
});
