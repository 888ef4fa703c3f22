// @vitest-environment happy-dom
import type { PublicMenu } from '@suavez/shared/contracts/catalog.contract';
import type { TableQueueEntry } from '@suavez/shared/contracts/order.contract';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, reply } from '@/test/api-mock';
import { orderAnswerFixture, orderItemFixture, tableEntryFixture } from '@/test/order-fixtures';
import { renderTableMenu } from './table-menu.test-helpers';

const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const consumerId = 'cccccccc-0000-4000-8000-000000000001';
const orderId = 'dddddddd-0000-4000-8000-000000000001';
const lasagna = {
  id: 'ffffffff-0000-4000-8000-000000000001',
  name: 'Lasanha',
  description: 'Massa fresca, molho de tomate e queijo gratinado',
  price: 32.9,
  image: null,
  soldOut: false,
  optionGroups: [],
  categoryId: 'ffffffff-0000-4000-8000-0000000000c1',
};
const menu: PublicMenu = [
  { id: lasagna.categoryId, name: 'Pratos', description: '', catalogId: merchantId, items: [lasagna] },
];

function tableEntry(status: QueueStatus): TableQueueEntry {
  // A table for one: the owner is not offered the group link.
  return tableEntryFixture({ id: queueId, status, slot: 1, consumer: { id: consumerId, name: 'Ana' } });
}

const openOrder = orderAnswerFixture({ id: orderId, queueId, consumerId });

function renderTable() {
  return renderTableMenu(queueId, consumerId);
}

async function openLasagna(user: ReturnType<typeof renderTable>['user']) {
  await user.click(await screen.findByRole('button', { name: /Lasanha/ }));
  return screen.findByRole('dialog', { name: 'Lasanha' });
}

describe('the item drawer of the table menu', () => {
  it('shows the name, the price and the description of the item', async () => {
    mockApi({
      'GET /queue': tableEntry('CHECK_IN'),
      'GET /order/info': { orderId },
      'GET /order': openOrder,
      'GET /catalog/full': menu,
    });
    const { user } = renderTable();
    const drawer = await openLasagna(user);
    expect(within(drawer).getByRole('heading', { level: 2 }).textContent).toBe('Lasanha');
    expect(within(drawer).getByText('R$ 32,90')).toBeTruthy();
    expect(within(drawer).getByText(lasagna.description)).toBeTruthy();
  });

  it('adds one unit to the order, with the button disabled while it is sent, then closes', async () => {
    const answer = deferred();
    const api = mockApi({
      'GET /queue': tableEntry('CHECK_IN'),
      'GET /order/info': { orderId },
      'GET /order': openOrder,
      'GET /catalog/full': menu,
      'PUT /order': () => answer.promise,
    });
    const { user } = renderTable();
    const drawer = await openLasagna(user);
    const add = within(drawer).getByRole('button', { name: 'Adicionar ao pedido' });
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    await user.click(add);
    expect(add).toHaveProperty('disabled', true);
    await user.click(add);
    expect(api.callsTo('PUT /order').map((call) => call.body)).toEqual([
      { orderQueue: { id: orderId }, item: { id: lasagna.id } },
    ]);
    expect(api.callsTo('PUT /order')[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    const ordersRead = api.callsTo('GET /order').length;
    answer.resolve(undefined);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lasanha' })).toBeNull());
    // The order is read again to show the new unit.
    expect(api.callsTo('GET /order').length).toBeGreaterThan(ordersRead);
  });

  it('offers no button before check-in', async () => {
    const api = mockApi({ 'GET /queue': tableEntry('IN_QUEUE'), 'GET /catalog/full': menu });
    const { user } = renderTable();
    const drawer = await openLasagna(user);
    expect(within(drawer).getByText(/Os pedidos abrem quando você fizer o check-in/)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Adicionar ao pedido' })).toBeNull();
    expect(api.callsTo('GET /order/info')).toEqual([]);
  });
});

describe('the order drawer of a bill the restaurant finalized', () => {
  it("leads to the bill, where the diner may pay ('Ver a conta')", async () => {
    mockApi({
      'GET /queue': tableEntry('CHECK_IN'),
      'GET /order/info': { orderId },
      'GET /order': { ...openOrder, status: 'PAYMENT_REQUESTED', serviceFee: 12 },
      'GET /catalog/full': menu,
    });
    const { user, history } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Ver pedido' }));
    const bill = await screen.findByRole('link', { name: 'Ver a conta' });
    expect(bill.closest('p')?.textContent).toContain('O pedido já foi finalizado.');
    await user.click(bill);
    expect(history.at(-1)).toBe(`/queue/checkout?order=${orderId}`);
  });
});

describe('the table menu when the table cannot be read', () => {
  it('says so and offers the way home', async () => {
    mockApi({ 'GET /queue': reply(404, { code: 'NOT_FOUND', message: 'Fila não encontrada.' }) });
    renderTable();
    expect(await screen.findByRole('heading', { level: 1, name: 'Erro para encontrar a fila' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/');
  });
});

describe('the next step after check-in', () => {
  const unsent = orderItemFixture({
    id: 'eeeeeeee-0000-4000-8000-000000000001',
    item: { id: lasagna.id, name: lasagna.name, price: lasagna.price },
    orderItemStatus: 'CREATED',
  });

  it("is a large 'Fazer pedido' across the bar once the cart holds units, which sends them", async () => {
    mockApi({
      'GET /queue': tableEntry('CHECK_IN'),
      'GET /order/info': { orderId },
      'GET /order': { ...openOrder, items: [unsent] },
      'GET /catalog/full': menu,
    });
    const { user } = renderTable();
    const send = await screen.findByRole('button', { name: 'Fazer pedido' });
    expect(send.className).toContain('btn-lg');
    expect(send.className).toContain('w-100');
    expect(send.className).toContain('btn-primary');
    // 'Ver pedido' stays, second to it.
    expect(screen.getByRole('button', { name: 'Ver pedido' }).className).toContain('btn-outline-primary');
    await user.click(send);
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar pedido' });
    expect(confirm.textContent).toContain('Lasanha');
  });

  it('says what to do while the cart is empty', async () => {
    mockApi({
      'GET /queue': tableEntry('CHECK_IN'),
      'GET /order/info': { orderId },
      'GET /order': openOrder,
      'GET /catalog/full': menu,
    });
    renderTable();
    expect(await screen.findByText('Escolha um item do cardápio para fazer seu pedido.')).toBeTruthy();
    expect(screen.getByText('Carrinho vazio').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Fazer pedido' })).toBeNull();
  });

  it('offers neither before check-in', async () => {
    mockApi({ 'GET /queue': tableEntry('IN_QUEUE'), 'GET /catalog/full': menu });
    renderTable();
    await screen.findByText(/Os pedidos abrem quando você fizer o check-in/);
    expect(screen.queryByText('Escolha um item do cardápio para fazer seu pedido.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fazer pedido' })).toBeNull();
  });
});
