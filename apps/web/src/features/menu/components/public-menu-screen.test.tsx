// @vitest-environment happy-dom
import type { PublicMenu } from '@suavez/shared/contracts/catalog.contract';
import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { publicMerchantFixture } from '@/test/merchant-fixtures';
import { renderScreen } from '@/test/render';
import { PUBLIC_MENU_POLL_MS } from '../api/get-public-menu.api';
import { PublicMenuScreen } from './public-menu-screen';

// The public menu offers the queue while it is open (docs/screens.md#public-menu).

const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const merchant = publicMerchantFixture({
  id: merchantId,
  address: 'Praça da Matriz, 10',
  description: 'Massas frescas',
});
const menu: PublicMenu = [
  {
    id: 'ffffffff-0000-4000-8000-0000000000c1',
    name: 'Massas',
    description: '',
    catalogId: 'eeeeeeee-0000-4000-8000-000000000001',
    items: [
      {
        id: 'ffffffff-0000-4000-8000-000000000001',
        name: 'Lasanha',
        description: 'Massa fresca',
        price: 32.9,
        image: null,
        soldOut: false,
        optionGroups: [],
        categoryId: 'ffffffff-0000-4000-8000-0000000000c1',
      },
    ],
  },
];

function renderMenu(answer: PublicMerchant, categories: PublicMenu = menu) {
  mockApi({ 'GET /merchant': answer, 'GET /catalog/full': categories });
  return renderScreen(<PublicMenuScreen />, { path: `/catalog?merchant=${merchantId}` });
}

describe("the public menu's way into the queue", () => {
  it("offers 'Entrar na fila' in the header while the queue is open, leading to the join form", async () => {
    const { user, history } = renderMenu(merchant);
    const join = await screen.findByRole('link', { name: 'Entrar na fila' });
    expect(join.getAttribute('href')).toBe(`/queue/join?merchant=${merchantId}`);
    // Above the menu, not over it.
    expect(screen.getByRole('banner').contains(join)).toBe(true);
    expect(screen.getByRole('button', { name: /Lasanha/ })).toBeTruthy();
    await user.click(join);
    expect(history.at(-1)).toBe(`/queue/join?merchant=${merchantId}`);
  });

  it('offers nothing while the queue is closed', async () => {
    renderMenu({ ...merchant, isOpen: false });
    await screen.findByRole('button', { name: /Lasanha/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Entrar na fila' })).toBeNull();
  });
});

describe('the public menu shows options and sold-out items to read', () => {
  const [category] = menu;
  const lasagna = category?.items[0];
  if (!category || !lasagna) throw new Error('fixture');
  const steak = {
    ...lasagna,
    id: 'ffffffff-0000-4000-8000-000000000002',
    name: 'Picanha',
    price: 89.9,
    optionGroups: [
      {
        id: 'ffffffff-0000-4000-8000-000000000010',
        name: 'Ponto da carne',
        min: 1,
        max: 1,
        options: [
          { id: 'ffffffff-0000-4000-8000-000000000011', name: 'Ao ponto', price: 0 },
          { id: 'ffffffff-0000-4000-8000-000000000012', name: 'Bem passada', price: 0 },
        ],
      },
      {
        id: 'ffffffff-0000-4000-8000-000000000020',
        name: 'Adicionais',
        min: 0,
        max: 2,
        options: [
          { id: 'ffffffff-0000-4000-8000-000000000021', name: 'Bacon', price: 4 },
          { id: 'ffffffff-0000-4000-8000-000000000022', name: 'Ovo', price: 2 },
        ],
      },
    ],
  };
  const categories: PublicMenu = [{ ...category, items: [steak, { ...lasagna, soldOut: true }] }];

  it("lists an item's groups, rules and option prices, with nothing to choose", async () => {
    const { user } = renderMenu(merchant, categories);
    await user.click(await screen.findByRole('button', { name: /Picanha/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Picanha' });
    const doneness = within(drawer).getByRole('region', { name: 'Ponto da carne' });
    expect(doneness.textContent).toContain('Obrigatório');
    expect(doneness.textContent).toContain('Escolha 1 opção');
    const extras = within(drawer).getByRole('region', { name: 'Adicionais' });
    expect(extras.textContent).toContain('Escolha até 2 opções');
    expect(extras.textContent).toContain('Bacon+ R$ 4,00');
    expect(within(drawer).queryByRole('radio')).toBeNull();
    expect(within(drawer).queryByRole('checkbox')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Adicionar/ })).toBeNull();
  });

  it("marks a sold-out item 'Esgotado', in the list and in its drawer", async () => {
    const { user } = renderMenu(merchant, categories);
    const card = await screen.findByRole('button', { name: /Lasanha/ });
    expect(card.textContent).toContain('Esgotado');
    expect(screen.getByRole('button', { name: /Picanha/ }).textContent).not.toContain('Esgotado');
    await user.click(card);
    const drawer = await screen.findByRole('dialog', { name: 'Lasanha' });
    expect(within(drawer).getByText('Esgotado')).toBeTruthy();
  });
});

describe('the public menu keeps up with sold-out items', () => {
  afterEach(() => vi.useRealTimers());

  it("reads the menu again every 30 s, so an item sold out meanwhile shows 'Esgotado'", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const [category] = menu;
    const lasagna = category?.items[0];
    if (!category || !lasagna) throw new Error('fixture');
    const soldOut: PublicMenu = [{ ...category, items: [{ ...lasagna, soldOut: true }] }];
    const api = mockApi({
      'GET /merchant': merchant,
      'GET /catalog/full': (call) => (call === api.callsTo('GET /catalog/full')[0] ? menu : soldOut),
    });
    renderScreen(<PublicMenuScreen />, { path: `/catalog?merchant=${merchantId}` });
    const card = await screen.findByRole('button', { name: /Lasanha/ });
    expect(card.textContent).not.toContain('Esgotado');
    vi.advanceTimersByTime(PUBLIC_MENU_POLL_MS - 1_000);
    expect(api.callsTo('GET /catalog/full')).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Lasanha/ }).textContent).toContain('Esgotado'),
    );
  });
});
