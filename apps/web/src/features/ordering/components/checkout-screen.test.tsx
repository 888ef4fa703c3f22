// @vitest-environment happy-dom
import type { OrderAnswer, OrderItem } from '@suavez/shared/contracts/order.contract';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { renderScreen } from '@/test/render';
import { CheckoutScreen } from './checkout-screen';

const orderId = 'dddddddd-0000-4000-8000-000000000001';
const pizza = { id: 'ffffffff-0000-4000-8000-000000000001', name: 'Pizza', price: 42.9 };
const lasagna = { id: 'ffffffff-0000-4000-8000-000000000002', name: 'Lasanha', price: 42.95 };
const soda = { id: 'ffffffff-0000-4000-8000-000000000003', name: 'Refrigerante', price: 7.5 };

let sequence = 0;
function unit(item: OrderItem['item'], status: OrderItemStatus): OrderItem {
  sequence += 1;
  return {
    id: `eeeeeeee-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    item,
    orderItemStatus: status,
    prepared: true,
    createdAt: '2026-01-05T12:00:00.000Z',
  };
}

/** The checkout's view of an order: without the queue and consumer ids (anyone with the id may read it). */
const closedOrder: OrderAnswer = {
  id: orderId,
  status: 'CLOSED',
  merchantName: 'Cantina da Praça',
  consumerName: 'Ana',
  createdAt: '2026-01-05T12:00:00.000Z',
  serviceFee: 10,
  items: [unit(pizza, 'COMPLETED'), unit(lasagna, 'COMPLETED'), unit(soda, 'CANCELED')],
};

/** Each line of a definition list in the region: label → value (spaces normalised). */
function definitions(regionName: string): Record<string, string> {
  const region = screen.getByRole('region', { name: regionName });
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s+/g, ' ') ?? '']),
  );
}

function renderCheckout(id: string | null) {
  return renderScreen(<CheckoutScreen orderId={id} />, { path: `/queue/checkout?order=${id ?? ''}` });
}

describe('the checkout screen', () => {
  it("shows the bill of the order's answer: subtotal, fee, total, and the canceled apart", async () => {
    const api = mockApi({ 'GET /order': closedOrder });
    renderCheckout(orderId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agradecemos sua visita!' })).toBeTruthy();
    expect(api.callsTo('GET /order')[0]?.query.get('orderId')).toBe(orderId);
    // 85,85 billed; 10 % of it is 8,585, rounded half up to 8,59. The canceled soda is not billed.
    expect(definitions('Resumo de Valores')).toEqual({
      Subtotal: 'R$ 85,85',
      'Taxa de serviço (10%)': 'R$ 8,59',
      Total: 'R$ 94,44',
      Cancelados: 'R$ 7,50',
      'Total bruto': 'R$ 93,35',
    });
    expect(definitions('Resumo do Pedido')).toMatchObject({
      Estabelecimento: 'Cantina da Praça',
      Cliente: 'Ana',
      Status: 'Fechado',
    });
  });

  it('lists the units by status', async () => {
    mockApi({ 'GET /order': closedOrder });
    renderCheckout(orderId);
    const items = await screen.findByRole('region', { name: 'Itens do Pedido' });
    expect(within(items).getByText('Entregue (2)')).toBeTruthy();
    expect(within(items).getByText('Cancelado (1)')).toBeTruthy();
    expect(within(items).getByText('Lasanha').parentElement?.textContent).toMatch(/Lasanha x1R\$\s42,95/);
  });

  it('uses the 12 % default fee while the order has none chosen', async () => {
    mockApi({ 'GET /order': { ...closedOrder, serviceFee: null, items: [unit(pizza, 'COMPLETED')] } });
    renderCheckout(orderId);
    await screen.findByRole('region', { name: 'Resumo de Valores' });
    expect(definitions('Resumo de Valores')).toEqual({
      Subtotal: 'R$ 42,90',
      'Taxa de serviço (12%)': 'R$ 5,15',
      Total: 'R$ 48,05',
    });
  });

  it('says the order was not found when it cannot be read', async () => {
    mockApi({ 'GET /order': reply(404, { code: 'NOT_FOUND', message: 'Pedido não encontrado.' }) });
    renderCheckout(orderId);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erro para encontrar o pedido' }),
    ).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Erro para encontrar o pedido');
    expect(screen.queryByRole('region', { name: 'Resumo de Valores' })).toBeNull();
  });

  it('says so without asking the server when the link has no order id', () => {
    const api = mockApi({});
    renderCheckout(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Erro para encontrar o pedido' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
