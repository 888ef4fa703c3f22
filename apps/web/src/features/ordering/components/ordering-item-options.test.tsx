// @vitest-environment happy-dom
import type { PublicItem, PublicMenu } from '@suavez/shared/contracts/catalog.contract';
import type { OrderItem } from '@suavez/shared/contracts/order.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n/i18n';
import { type ApiRoute, mockApi, reply } from '@/test/api-mock';
import { FakeEventSource, installFakeEventSource } from '@/test/fake-event-source';
import { orderAnswerFixture, orderItemFixture, tableEntryFixture } from '@/test/order-fixtures';
import { renderTableMenu } from './table-menu.test-helpers';

// The table menu's item drawer with option groups, a note and a quantity; sold-out items; the cart's lines
// with their options and note (docs/screens.md#the-tables-menu).

const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const consumerId = 'cccccccc-0000-4000-8000-000000000001';
const orderId = 'dddddddd-0000-4000-8000-000000000001';
const categoryId = 'ffffffff-0000-4000-8000-0000000000c1';
const uuid = (n: number) => `ffffffff-0000-4000-8000-${String(n).padStart(12, '0')}`;
const rare = { id: uuid(11), name: 'Mal passada', price: 0 };
const medium = { id: uuid(12), name: 'Ao ponto', price: 0 };
const bacon = { id: uuid(21), name: 'Bacon', price: 4 };
const cheese = { id: uuid(22), name: 'Queijo', price: 3.5 };
const egg = { id: uuid(23), name: 'Ovo', price: 2 };
const steak: PublicItem = {
  id: uuid(1),
  name: 'Picanha',
  description: 'Com farofa',
  price: 89.9,
  image: null,
  soldOut: false,
  optionGroups: [
    { id: uuid(10), name: 'Ponto da carne', min: 1, max: 1, options: [rare, medium] },
    { id: uuid(20), name: 'Adicionais', min: 0, max: 2, options: [bacon, cheese, egg] },
  ],
  categoryId,
};
const soda: PublicItem = { ...steak, id: uuid(2), name: 'Refrigerante', price: 7, optionGroups: [] };
const menuOf = (...items: PublicItem[]): PublicMenu => [
  { id: categoryId, name: 'Pratos', description: '', catalogId: merchantId, items },
];

const table = tableEntryFixture({
  id: queueId,
  slot: 1,
  consumer: { id: consumerId, name: 'Ana' },
  table: '12',
});
const openOrder = orderAnswerFixture({ id: orderId, queueId, consumerId, table: '12' });

function mockTable(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /queue': table,
    'GET /order/info': { orderId },
    'GET /order': openOrder,
    'GET /catalog/full': menuOf(steak, soda),
    ...routes,
  });
}

function renderTable() {
  return renderTableMenu(queueId, consumerId);
}

async function openItem(user: ReturnType<typeof renderTable>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('dialog', { name });
}

/** The drawer's running price, as the screen reader hears it ('Total: R$ 93,90'). */
const runningPrice = (drawer: HTMLElement) => within(drawer).getByText(/^Total:/).parentElement?.textContent;

describe('the item drawer with options', () => {
  it('asks each group its way, shows the running price, and adds the quantity with options and note', async () => {
    const api = mockTable({ 'PUT /order': undefined });
    const { user } = renderTable();
    const drawer = await openItem(user, 'Picanha');
    const doneness = await within(drawer).findByRole('group', { name: /Ponto da carne/ });
    expect(doneness.textContent).toContain('Obrigatório');
    expect(doneness.textContent).toContain('Escolha 1 opção');
    expect(within(doneness).getAllByRole('radio')).toHaveLength(2);
    const extras = within(drawer).getByRole('group', { name: /Adicionais/ });
    expect(extras.textContent).not.toContain('Obrigatório');
    expect(extras.textContent).toContain('Escolha até 2 opções');
    expect(within(extras).getAllByRole('checkbox')).toHaveLength(3);
    expect(runningPrice(drawer)).toBe('Total: R$ 89,90');

    await user.click(within(extras).getByRole('checkbox', { name: /Bacon/ }));
    expect(runningPrice(drawer)).toBe('Total: R$ 93,90');
    await user.click(within(extras).getByRole('checkbox', { name: /Queijo/ }));
    // Two chosen of 'up to 2': the third waits.
    expect(within(extras).getByRole('checkbox', { name: /Ovo/ })).toHaveProperty('disabled', true);
    await user.click(within(extras).getByRole('checkbox', { name: /Queijo/ }));
    expect(within(extras).getByRole('checkbox', { name: /Ovo/ })).toHaveProperty('disabled', false);
    await user.click(within(drawer).getByRole('button', { name: 'Aumentar quantidade' }));
    expect(runningPrice(drawer)).toBe('Total: R$ 187,80');
    expect(within(drawer).getByRole('group', { name: 'Quantidade' }).textContent).toContain('2');

    const add = within(drawer).getByRole('button', { name: 'Adicionar ao pedido' });
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await user.click(add);
    // The required group is unanswered: said in the server's words, nothing sent.
    expect(within(drawer).getByRole('alert').textContent).toBe('Escolha 1 opção em “Ponto da carne”.');
    expect(api.callsTo('PUT /order')).toEqual([]);

    await user.click(within(doneness).getByRole('radio', { name: 'Ao ponto' }));
    await user.type(within(drawer).getByLabelText('Observação'), 'sem cebola');
    expect(within(drawer).getByLabelText('Observação').getAttribute('maxlength')).toBe('140');
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Picanha' })).toBeNull());
    const puts = api.callsTo('PUT /order');
    const body = {
      orderQueue: { id: orderId },
      item: { id: steak.id },
      options: [medium.id, bacon.id],
      note: 'sem cebola',
    };
    expect(puts.map((call) => call.body)).toEqual([body, body]);
    // Two units, two actions: each its own idempotency key.
    expect(new Set(puts.map((call) => call.headers.get('Idempotency-Key'))).size).toBe(2);
    expect((await screen.findByText('Adicionado: 2× Picanha (Ao ponto, Bacon)')).textContent).toBeTruthy();
  });

  it('adds an item without options as before, one unit with nothing else', async () => {
    const api = mockTable({ 'PUT /order': undefined });
    const { user } = renderTable();
    const drawer = await openItem(user, 'Refrigerante');
    expect(within(drawer).queryByRole('radio')).toBeNull();
    const add = within(drawer).getByRole('button', { name: 'Adicionar ao pedido' });
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await user.click(add);
    await waitFor(() => expect(api.callsTo('PUT /order')).toHaveLength(1));
    expect(api.callsTo('PUT /order')[0]?.body).toEqual({
      orderQueue: { id: orderId },
      item: { id: soda.id },
    });
  });
});

describe("sold-out items ('Esgotado')", () => {
  beforeEach(() => {
    installFakeEventSource();
  });

  it('are greyed and cannot be added; the menu follows the live event', async () => {
    let menu = menuOf(steak, soda);
    const api = mockTable({ 'GET /catalog/full': () => menu });
    const { user } = renderTable();
    const card = await screen.findByRole('button', { name: /Refrigerante/ });
    expect(card.textContent).not.toContain('Esgotado');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    menu = menuOf(steak, { ...soda, soldOut: true });
    FakeEventSource.instances[0]?.emit('change', { kind: 'menu', queueEntryId: queueId, orderId: null });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Refrigerante/ }).textContent).toContain('Esgotado'),
    );
    expect(api.callsTo('GET /catalog/full')).toHaveLength(2);
    const drawer = await openItem(user, 'Refrigerante');
    expect(within(drawer).getAllByText(/Esgotado/).length).toBeGreaterThan(0);
    expect(within(drawer).queryByRole('button', { name: 'Adicionar ao pedido' })).toBeNull();
  });

  it("shows the server's 409 'Item esgotado' and reads the menu again", async () => {
    let menu = menuOf(steak, soda);
    const api = mockTable({
      'GET /catalog/full': () => menu,
      'PUT /order': () => {
        menu = menuOf(steak, { ...soda, soldOut: true });
        return reply(409, { code: 'SOLD_OUT', message: 'Item esgotado.' });
      },
    });
    const { user } = renderTable();
    const drawer = await openItem(user, 'Refrigerante');
    const add = within(drawer).getByRole('button', { name: 'Adicionar ao pedido' });
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await user.click(add);
    expect((await screen.findByText('Item esgotado.')).textContent).toBe('Item esgotado.');
    // The open drawer turns to 'Esgotado' once the menu is read again.
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Adicionar ao pedido' })).toBeNull(),
    );
    expect(api.callsTo('GET /catalog/full').length).toBeGreaterThanOrEqual(2);
  });
});

describe('a failed add', () => {
  it("says the screen's message, not the server's, when the server failed (5xx)", async () => {
    mockTable({
      'PUT /order': reply(500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' }),
    });
    const { user } = renderTable();
    const drawer = await openItem(user, 'Refrigerante');
    const add = within(drawer).getByRole('button', { name: 'Adicionar ao pedido' });
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await user.click(add);
    expect((await screen.findByText('Erro para adicionar um item ao pedido')).textContent).toBeTruthy();
    expect(screen.queryByText('Erro interno. Tente novamente em instantes.')).toBeNull();
  });
});

describe("the cart's lines", () => {
  const unit = (n: number, extra: Partial<OrderItem>): OrderItem =>
    orderItemFixture({
      id: uuid(100 + n),
      item: { id: steak.id, name: 'Picanha', price: 89.9 },
      orderItemStatus: 'CREATED',
      createdAt: `2026-01-05T12:00:0${n}.000Z`,
      ...extra,
    });
  const withBacon = {
    price: 93.9,
    options: [
      { id: medium.id, group: 'Ponto da carne', name: 'Ao ponto', price: 0 },
      { id: bacon.id, group: 'Adicionais', name: 'Bacon', price: 4 },
    ],
    note: 'sem cebola',
  };

  it('show each line with its options, note and unit price; + adds one more of the same', async () => {
    const api = mockTable({
      'GET /order': {
        ...openOrder,
        items: [
          unit(1, withBacon),
          unit(2, withBacon),
          unit(3, {}),
          unit(4, { orderItemStatus: 'REFUSED', refusalReason: 'Acabou a picanha' }),
        ],
      },
      'PUT /order': undefined,
    });
    const { user } = renderTable();
    // 2 × 93,90 + 89,90: the units' own prices.
    await user.click(await screen.findByRole('button', { name: 'Ver pedido' }));
    expect(screen.getByText(/3 itens \| Total a pagar: R\$\s277,70/)).toBeTruthy();
    const cart = await screen.findByRole('dialog', { name: 'Seu pedido' });
    const lines = within(cart).getAllByRole('listitem');
    expect(lines[0]?.textContent).toContain('Ao ponto, Bacon');
    expect(lines[0]?.textContent).toContain('Observação: sem cebola');
    expect(lines[0]?.textContent).toContain('R$ 187,80');
    expect(lines[1]?.textContent).toContain('R$ 89,90');
    expect(within(cart).getByText('Motivo da recusa: Acabou a picanha')).toBeTruthy();
    await user.click(
      within(cart).getByRole('button', { name: 'Adicionar uma unidade de Picanha (Ao ponto, Bacon)' }),
    );
    await waitFor(() => expect(api.callsTo('PUT /order')).toHaveLength(1));
    expect(api.callsTo('PUT /order')[0]?.body).toEqual({
      orderQueue: { id: orderId },
      item: { id: steak.id },
      options: [medium.id, bacon.id],
      note: 'sem cebola',
    });
  });

  it("show the table's total beside the consumer's own when the table has other orders", async () => {
    mockTable({
      'GET /queue': { ...table, tableTotal: { subtotal: 250.4, orders: 3 } },
      'GET /order': { ...openOrder, items: [unit(1, withBacon)] },
    });
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Ver pedido' }));
    const cart = await screen.findByRole('dialog', { name: 'Seu pedido' });
    const total = await within(cart).findByText(/Total da mesa \(3 pedidos\)/);
    expect(total.closest('p')?.textContent).toContain('R$ 250,40');
  });

  it('leave the table total out at a table of one order', async () => {
    mockTable({ 'GET /queue': { ...table, tableTotal: { subtotal: 93.9, orders: 1 } } });
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Ver pedido' }));
    const cart = await screen.findByRole('dialog', { name: 'Seu pedido' });
    expect(within(cart).queryByText(/Total da mesa/)).toBeNull();
    expect(within(cart).queryByText('Sinal da reserva')).toBeNull();
  });

  it("show the booking's paid deposit as 'Sinal da reserva', taken off the table's bill", async () => {
    mockTable({ 'GET /queue': { ...table, tableTotal: { subtotal: 93.9, orders: 1, deposit: 25 } } });
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Ver pedido' }));
    const cart = await screen.findByRole('dialog', { name: 'Seu pedido' });
    const line = await within(cart).findByTestId('table-deposit');
    expect(line.textContent).toContain('Sinal da reserva');
    expect(line.textContent).toContain('−R$ 25,00');
  });
});

describe("the table's menu in the diner's language (rules.md §16)", () => {
  afterEach(() => changeLanguage('pt-BR', { remember: false }));

  it('asks, prices and adds in Spanish', async () => {
    await changeLanguage('es', { remember: false });
    const api = mockTable({ 'PUT /order': undefined });
    const { user } = renderTable();
    const drawer = await openItem(user, 'Picanha');
    const doneness = await within(drawer).findByRole('group', { name: /Ponto da carne/ });
    expect(doneness.textContent).toContain('Obligatorio');
    expect(doneness.textContent).toContain('Elige 1 opción');
    const extras = within(drawer).getByRole('group', { name: /Adicionais/ });
    expect(extras.textContent).toContain('Elige hasta 2 opciones');
    expect(within(drawer).getByText(/^Total:/).parentElement?.textContent).toMatch(/^Total: R\$\s?89\.90$/);
    const add = within(drawer).getByRole('button', { name: 'Agregar al pedido' });
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await user.click(add);
    expect(within(drawer).getByRole('alert').textContent).toBe('Elige 1 opción en “Ponto da carne”.');
    await user.click(within(doneness).getByRole('radio', { name: 'Ao ponto' }));
    await user.type(within(drawer).getByLabelText('Observación'), 'sin cebolla');
    await user.click(add);
    await waitFor(() => expect(api.callsTo('PUT /order')).toHaveLength(1));
    expect(await screen.findByText('Agregado: 1× Picanha (Ao ponto)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver pedido' })).toBeTruthy();
  });

  it('says the cart and the next step in English', async () => {
    await changeLanguage('en', { remember: false });
    mockTable({
      'GET /order': orderAnswerFixture({
        id: orderId,
        queueId,
        consumerId,
        table: '12',
        items: [
          orderItemFixture({
            id: uuid(90),
            item: { id: soda.id, name: 'Refrigerante', price: 7 },
            orderItemStatus: 'CREATED',
          }),
        ],
      }),
    });
    renderTable();
    expect(await screen.findByText(/^1 item \| Total to pay: R\$\s?7\.00$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
    expect(await screen.findByRole('searchbox', { name: 'Search the menu' })).toBeTruthy();
  });
});
