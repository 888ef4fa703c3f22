// @vitest-environment happy-dom
import type { HallEntry } from '@suavez/shared/contracts/order.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { hallEntryFixture } from '@/test/order-fixtures';
import { hallMerchantRoutes, order, pizza, soda, unit } from '../utils/hall-fixtures.test-data';
import { hallMerchantId, showHall } from './hall-screen.test-helpers';

// The hall at a glance: table labels, 'Conta solicitada', the oldest pending item's wait, options and notes,
// and refusing with a reason (docs/orders-and-bills.md#hall).

const merchantId = hallMerchantId;
const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 1_000).toISOString();

function entryOf(overrides: Partial<HallEntry['queue']> = {}, rest: Partial<HallEntry> = {}): HallEntry {
  return hallEntryFixture(
    { id: queueId, table: '12', ...overrides },
    {
      pendingSentItems: 2,
      firstItem: minutesAgo(8),
      billRequested: true,
      billRequestedAt: minutesAgo(1),
      ...rest,
    },
  );
}

const rare = {
  id: 'cccccccc-0000-4000-8000-000000000001',
  group: 'Ponto da carne',
  name: 'Ao ponto',
  price: 0,
};
const bacon = { id: 'cccccccc-0000-4000-8000-000000000002', group: 'Extras', name: 'Bacon', price: 5 };
const tableOrder = order({
  queueId,
  table: '12',
  items: [
    { ...unit(pizza, 'SENT', 1), options: [rare, bacon], note: 'sem cebola', price: 47.9 },
    unit(soda, 'SENT', 2),
  ],
});

function renderHall(hall: HallEntry[], routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...hallMerchantRoutes,
    'GET /queue/hall': () => hall,
    'GET /order/queue': [tableOrder],
    ...routes,
  });
  return { ...showHall(), api };
}

async function openTable(user: ReturnType<typeof renderHall>['user'], name: string, tile = name) {
  await user.click(await screen.findByRole('button', { name: new RegExp(tile) }));
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('region', { name: 'Resumo da mesa' });
  return dialog;
}

describe('the hall at a glance', () => {
  it("names a tile 'Mesa 12 · Ana', with 'Conta solicitada' and the oldest pending item's wait", async () => {
    renderHall([
      entryOf(),
      entryOf(
        { id: 'bbbbbbbb-0000-4000-8000-000000000002', consumer: { name: 'Caio' }, table: null },
        { pendingSentItems: 0, firstItem: null, billRequested: false, billRequestedAt: null },
      ),
    ]);
    const tile = await screen.findByRole('button', { name: /Mesa 12 · Ana/ });
    expect(tile.textContent).toContain('Conta solicitada');
    expect(tile.textContent).toContain('2 pedidos pendentes');
    expect(tile.textContent).toContain('Mais antigo há 8 min');
    const caio = screen.getByRole('button', { name: /Caio/ });
    expect(caio.textContent?.startsWith('Caio')).toBe(true);
    expect(caio.textContent).not.toContain('Conta solicitada');
    expect(caio.textContent).not.toContain('Mais antigo');
  });

  it("finds a table by its label as well as by the owner's name", async () => {
    const { user } = renderHall([
      entryOf(),
      entryOf({ id: 'bbbbbbbb-0000-4000-8000-000000000002', consumer: { name: 'Caio' }, table: '3' }),
    ]);
    const search = await screen.findByRole('searchbox', { name: 'Buscar mesa por nome ou número' });
    await screen.findByRole('button', { name: /Caio/ });
    await user.type(search, '12');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Caio/ })).toBeNull());
    expect(screen.getByRole('button', { name: /Mesa 12 · Ana/ })).toBeTruthy();
  });

  it('shows each unit with its options and note, at its own price', async () => {
    const { user } = renderHall([entryOf()]);
    const dialog = await openTable(user, 'Mesa 12 · Ana');
    const row = within(dialog).getByText('Pizza').closest('li');
    expect(row?.textContent).toContain('Ponto da carne: Ao ponto · Extras: Bacon');
    expect(row?.textContent).toContain('Obs.: sem cebola');
    expect(row?.textContent).toContain('47,90');
  });

  it('asks before refusing a unit, and sends the reason the diner will read', async () => {
    const { user, api } = renderHall([entryOf()], { 'PATCH /order/item/refuse': undefined });
    const dialog = await openTable(user, 'Mesa 12 · Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar Pizza' }));
    const confirm = await screen.findByRole('dialog', { name: 'Recusar item' });
    expect(api.callsTo('PATCH /order/item/refuse')).toHaveLength(0);
    await user.selectOptions(within(confirm).getByLabelText('Motivo comum'), 'Ingrediente em falta');
    const reason = within(confirm).getByLabelText('Motivo (opcional)');
    expect(reason.getAttribute('maxlength')).toBe('140');
    await user.type(reason, ': massa');
    await user.click(within(confirm).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Item recusado com sucesso')).toBeTruthy();
    const [call] = api.callsTo('PATCH /order/item/refuse');
    expect(call?.query.get('reason')).toBe('Ingrediente em falta: massa');
    expect(call?.query.get('orderItemId')).toBe(tableOrder.items[0]?.id);
  });

  it("'Item esgotado' also marks the menu item 'Esgotado' (PATCH /item/soldout)", async () => {
    const { user, api } = renderHall([entryOf()], {
      'PATCH /order/item/refuse': undefined,
      'PATCH /item/soldout': (call) => ({
        ...pizza,
        description: '',
        image: null,
        prepared: true,
        active: true,
        soldOut: call.query.get('soldOut') === 'true',
        optionGroups: [],
        categoryId: 'cccccccc-0000-4000-8000-0000000000c1',
      }),
    });
    const dialog = await openTable(user, 'Mesa 12 · Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar Pizza' }));
    const confirm = await screen.findByRole('dialog', { name: 'Recusar item' });
    const soldOut = within(confirm).getByRole('checkbox', {
      name: 'Marcar como esgotado no cardápio: Pizza',
    });
    expect((soldOut as HTMLInputElement).checked).toBe(false);
    await user.selectOptions(within(confirm).getByLabelText('Motivo comum'), 'Item esgotado');
    expect((soldOut as HTMLInputElement).checked).toBe(true);
    await user.click(within(confirm).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(api.callsTo('PATCH /item/soldout')).toHaveLength(1));
    const [call] = api.callsTo('PATCH /item/soldout');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ id: pizza.id, soldOut: 'true' });
    expect(api.callsTo('PATCH /order/item/refuse')[0]?.query.get('reason')).toBe('Item esgotado');
    expect(await screen.findByText('Item marcado como esgotado')).toBeTruthy();
  });

  it("'Cancelar' on the refusal sends nothing", async () => {
    const { user, api } = renderHall([entryOf()]);
    const dialog = await openTable(user, 'Mesa 12 · Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar Pizza' }));
    const confirm = await screen.findByRole('dialog', { name: 'Recusar item' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recusar item' })).toBeNull());
    expect(api.callsTo('PATCH /order/item/refuse')).toHaveLength(0);
  });

  it('refuses a batch with one reason for every unit', async () => {
    const { user, api } = renderHall([entryOf()], { 'PATCH /order/item/refuse': undefined });
    const dialog = await openTable(user, 'Mesa 12 · Ana');
    await user.click(
      within(dialog).getByRole('button', { name: 'Selecionar todos: Aguardando confirmação' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Recusar (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Recusar 2 itens' });
    await user.type(within(confirm).getByLabelText('Motivo (opcional)'), 'Cozinha fechando');
    await user.click(within(confirm).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('2 itens recusados')).toBeTruthy();
    expect(api.callsTo('PATCH /order/item/refuse').map((call) => call.query.get('reason'))).toEqual([
      'Cozinha fechando',
      'Cozinha fechando',
    ]);
  });

  it("changes the table's label from the table dialog (PATCH /queue/table)", async () => {
    let hall = [entryOf({ table: null })];
    const { user, api } = renderHall([], {
      'GET /queue/hall': () => hall,
      'PATCH /queue/table': (call) => {
        hall = [entryOf({ table: call.query.get('table') })];
        return {
          id: queueId,
          status: 'CHECK_IN',
          lastStatusAt: minutesAgo(0),
          table: call.query.get('table'),
        };
      },
    });
    const dialog = await openTable(user, 'Mesa de Ana', 'Ana');
    const field = within(dialog).getByRole('textbox', { name: 'Mesa' });
    expect(field.getAttribute('maxlength')).toBe('12');
    await user.type(field, ' Varanda 3 ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar mesa' }));
    expect(await screen.findByText('Mesa atualizada')).toBeTruthy();
    expect(api.callsTo('PATCH /queue/table')[0]?.query.get('table')).toBe('Varanda 3');
    expect(api.callsTo('PATCH /queue/table')[0]?.query.get('queueId')).toBe(queueId);
    expect(await screen.findByRole('dialog', { name: 'Mesa Varanda 3 · Ana' })).toBeTruthy();
  });

  it("says 'Mesa ocupada.' when the table the label names has another party (docs/tables.md#seating)", async () => {
    const { user } = renderHall([], {
      'GET /queue/hall': () => [entryOf({ table: null })],
      'PATCH /queue/table': () => reply(409, { code: 'CONFLICT', message: 'Mesa ocupada.' }),
    });
    const dialog = await openTable(user, 'Mesa de Ana', 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mesa' }), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar mesa' }));
    expect(await screen.findByText('Mesa ocupada.')).toBeTruthy();
    expect(screen.queryByText('Erro ao atualizar a mesa')).toBeNull();
  });
});

describe("'Esgotados' from the hall", () => {
  const picanha = {
    id: 'ffffffff-0000-4000-8000-0000000000e1',
    name: 'Picanha',
    description: '',
    price: 89.9,
    image: null,
    soldOut: false,
    optionGroups: [],
    categoryId: 'ffffffff-0000-4000-8000-0000000000c1',
  };
  const menuWith = (soldOut: boolean) => [
    {
      id: picanha.categoryId,
      name: 'Pratos',
      description: '',
      catalogId: 'ffffffff-0000-4000-8000-0000000000ca',
      items: [{ ...picanha, soldOut }],
    },
  ];

  it('lists the menu with a switch per item: one tap marks it sold out, another puts it back on sale', async () => {
    let soldOut = false;
    const { user, api } = renderHall([entryOf()], {
      'GET /catalog/full': () => menuWith(soldOut),
      'PATCH /item/soldout': (call) => {
        soldOut = call.query.get('soldOut') === 'true';
        return {
          ...picanha,
          soldOut,
          catalogId: picanha.categoryId,
          active: true,
          prepared: true,
          position: 0,
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Esgotados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Itens esgotados' });
    const toggle = await within(dialog).findByRole('switch', { name: 'Esgotado Picanha' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(api.callsTo('GET /catalog/full')[0]?.query.get('merchantId')).toBe(merchantId);

    await user.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(api.callsTo('PATCH /item/soldout')[0]?.query.get('id')).toBe(picanha.id);
    expect(await screen.findByText('Item marcado como esgotado')).toBeTruthy();

    await user.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(api.callsTo('PATCH /item/soldout')[1]?.query.get('soldOut')).toBe('false');
    expect(await screen.findByText('Item disponível novamente')).toBeTruthy();
  });
});
