// @vitest-environment happy-dom
import type { OrderAnswer, OrderItem, TableQueueEntry } from '@suavez/shared/contracts/order.contract';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '@/lib/cookies';
import { mockApi, reply } from '@/test/api-mock';
import { FakeEventSource, installFakeEventSource } from '@/test/fake-event-source';
import { orderAnswerFixture, orderItemFixture, tableEntryFixture } from '@/test/order-fixtures';
import { renderScreen } from '@/test/render';
import { orderKey } from '../api/get-order.api';
import { CheckoutScreen } from './checkout-screen';

const orderId = 'dddddddd-0000-4000-8000-000000000001';
const pizza = { id: 'ffffffff-0000-4000-8000-000000000001', name: 'Pizza', price: 42.9 };
const lasagna = { id: 'ffffffff-0000-4000-8000-000000000002', name: 'Lasanha', price: 42.95 };
const soda = { id: 'ffffffff-0000-4000-8000-000000000003', name: 'Refrigerante', price: 7.5 };

let sequence = 0;
function unit(item: OrderItem['item'], status: OrderItemStatus): OrderItem {
  sequence += 1;
  return orderItemFixture({
    id: `eeeeeeee-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    item,
    orderItemStatus: status,
  });
}

/** The checkout's view of an order: without the queue and consumer ids (anyone with the id may read it). */
const closedOrder = orderAnswerFixture({
  id: orderId,
  status: 'CLOSED',
  serviceFee: 10,
  items: [unit(pizza, 'COMPLETED'), unit(lasagna, 'COMPLETED'), unit(soda, 'CANCELED')],
});

/** The restaurant takes no Pix here: the bill shows nothing about it (the Pix section has its own tests). */
const noPix = () => reply(404, { message: 'O restaurante ainda não recebe Pix por aqui.' });

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
    const api = mockApi({ 'GET /order/pix': noPix, 'GET /order': closedOrder });
    renderCheckout(orderId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agradecemos sua visita!' })).toBeTruthy();
    expect(api.callsTo('GET /order')[0]?.query.get('orderId')).toBe(orderId);
    // 85,85 billed; 10 % of it is 8,585, rounded half up to 8,59. The canceled soda is not billed.
    expect(definitions('Resumo de valores')).toEqual({
      Subtotal: 'R$ 85,85',
      'Taxa de serviço (10%)': 'R$ 8,59',
      Total: 'R$ 94,44',
      Cancelados: 'R$ 7,50',
      'Total bruto': 'R$ 93,35',
    });
    expect(definitions('Resumo do pedido')).toMatchObject({
      Estabelecimento: 'Cantina da Praça',
      Cliente: 'Ana',
      Status: 'Fechado',
    });
    expect(definitions('Resumo do pedido')).not.toHaveProperty('Mesa');
  });

  it('names the table when the restaurant gave it a label, and not otherwise', async () => {
    mockApi({ 'GET /order/pix': noPix, 'GET /order': { ...closedOrder, table: '12' } });
    renderCheckout(orderId);
    await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(definitions('Resumo do pedido')).toMatchObject({ Mesa: '12', Cliente: 'Ana' });
  });

  it('lists the units by status', async () => {
    mockApi({ 'GET /order/pix': noPix, 'GET /order': closedOrder });
    renderCheckout(orderId);
    const items = await screen.findByRole('region', { name: 'Itens do pedido' });
    expect(within(items).getByText('Entregue (2)')).toBeTruthy();
    expect(within(items).getByText('Cancelado (1)')).toBeTruthy();
    expect(within(items).getByText('Lasanha').parentElement?.textContent).toMatch(/Lasanha x1R\$\s42,95/);
  });

  it('uses the 12 % default fee while the order has none chosen', async () => {
    mockApi({
      'GET /order/pix': noPix,
      'GET /order': { ...closedOrder, serviceFee: null, items: [unit(pizza, 'COMPLETED')] },
    });
    renderCheckout(orderId);
    await screen.findByRole('region', { name: 'Resumo de valores' });
    expect(definitions('Resumo de valores')).toEqual({
      Subtotal: 'R$ 42,90',
      'Taxa de serviço (12%)': 'R$ 5,15',
      Total: 'R$ 48,05',
    });
  });

  it('says the order was not found when it cannot be read', async () => {
    mockApi({
      'GET /order/pix': noPix,
      'GET /order': reply(404, { code: 'NOT_FOUND', message: 'Pedido não encontrado.' }),
    });
    renderCheckout(orderId);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erro para encontrar o pedido' }),
    ).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Erro para encontrar o pedido');
    expect(screen.queryByRole('region', { name: 'Resumo de valores' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/');
  });

  it('says so without asking the server when the link has no order id', () => {
    const api = mockApi({});
    renderCheckout(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Erro para encontrar o pedido' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const consumerId = 'cccccccc-0000-4000-8000-000000000001';
/** The order as its own consumer reads it: with the table's queue id, after asking for the bill. */
const requestedOrder: OrderAnswer = {
  ...closedOrder,
  status: 'PAYMENT_REQUESTED',
  queueId,
  consumerId,
};

/** The table as its view answers it (`GET /queue?queueId`), with its owner. */
function tableOf(ownerId: string): TableQueueEntry {
  return tableEntryFixture({ id: queueId, consumer: { id: ownerId, name: 'Ana' } });
}

/** The order's answers in turn (the last one repeats), at a table someone else owns. */
function mockOrderAnswers(...answers: (OrderAnswer | Response)[]) {
  return mockApi({
    'GET /order/pix': noPix,
    'GET /order': () => (answers.length > 1 ? answers.shift() : answers[0]),
    'GET /queue': tableOf('cccccccc-0000-4000-8000-0000000000ff'),
  });
}

const status = () => definitions('Resumo do pedido').Status;

describe('the checkout screen follows the order', () => {
  beforeEach(() => {
    installFakeEventSource();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads the order again when the table's live stream says it changed, until it is settled", async () => {
    const api = mockOrderAnswers(requestedOrder, { ...requestedOrder, status: 'CLOSED' });
    renderCheckout(orderId);
    await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(status()).toBe('Pagamento solicitado');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0];
    expect(stream?.url).toBe(`/api/live/diner?queueId=${queueId}`);

    // Another guest's order changes nothing here.
    stream?.emit('change', { kind: 'order', queueEntryId: queueId, orderId: 'another' });
    expect(api.callsTo('GET /order')).toHaveLength(1);
    stream?.emit('change', { kind: 'order', queueEntryId: queueId, orderId });
    await waitFor(() => expect(status()).toBe('Fechado'));
    expect(api.callsTo('GET /order')).toHaveLength(2);
    // Settled: nothing more to follow.
    await waitFor(() => expect(stream?.readyState).toBe(FakeEventSource.CLOSED));
  });

  it('reads it every 10 s without a stream when the link is not its own consumer’s (no queue id)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = mockOrderAnswers(
      { ...closedOrder, status: 'PAYMENT_REQUESTED' },
      { ...closedOrder, status: 'CLOSED' },
    );
    renderCheckout(orderId);
    await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(status()).toBe('Pagamento solicitado');
    vi.advanceTimersByTime(9_000);
    expect(api.callsTo('GET /order')).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    await waitFor(() => expect(status()).toBe('Fechado'));
    // Settled: no more reads.
    vi.advanceTimersByTime(30_000);
    expect(api.callsTo('GET /order')).toHaveLength(2);
    expect(FakeEventSource.instances).toEqual([]);
  });

  it('keeps the summary when a later read fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = mockApi({
      'GET /order/pix': noPix,
      'GET /order': (call) =>
        call === api.calls[0] ? requestedOrder : reply(503, { code: 'UNAVAILABLE', message: 'Indisponível' }),
      'GET /queue': tableOf(consumerId),
      'GET /feedback/available': reply(404),
    });
    const { queryClient } = renderCheckout(orderId);
    await screen.findByRole('region', { name: 'Resumo do pedido' });
    vi.advanceTimersByTime(10_000);
    // The read has started; RTL's waitFor needs the real setInterval to check a state that renders nothing.
    vi.useRealTimers();
    await waitFor(() => expect(queryClient.getQueryState(orderKey(orderId))?.status).toBe('error'));
    expect(screen.getByRole('heading', { level: 1, name: 'Agradecemos sua visita!' })).toBeTruthy();
    expect(status()).toBe('Pagamento solicitado');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the way back to the menu when the restaurant reopens the order', async () => {
    const api = mockOrderAnswers(requestedOrder, { ...requestedOrder, status: 'OPEN' });
    const { user, history } = renderCheckout(orderId);
    await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(screen.queryByRole('link', { name: 'Voltar ao cardápio' })).toBeNull();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]?.emit('change', { kind: 'order', queueEntryId: queueId, orderId });
    const back = await screen.findByRole('link', { name: 'Voltar ao cardápio' });
    expect(status()).toBe('Aberto');
    expect(api.callsTo('GET /order')).toHaveLength(2);
    await user.click(back);
    expect(history.at(-1)).toBe(`/queue/catalog?qoid=${queueId}`);
  });
});

/** The order once the restaurant confirmed its payment. */
const paidOrder: OrderAnswer = {
  ...requestedOrder,
  status: 'PAYMENT_COMPLETED',
  payment: { method: 'OTHER', amount: 94.44, paidAt: '2026-01-05T12:40:00.000Z', confirmedBy: 'merchant' },
};

describe('the checkout screen offers one survey, once the payment is confirmed', () => {
  const survey = () => screen.queryByRole('region', { name: 'Como foi sua experiência?' });

  it("to the table's owner, as one card under the payment and above the bill's lines", async () => {
    setCookie('user', consumerId);
    const api = mockApi({
      'GET /order': paidOrder,
      'GET /queue': tableOf(consumerId),
      'GET /feedback/available': undefined,
    });
    renderCheckout(orderId);
    expect(await screen.findByRole('region', { name: 'Como foi sua experiência?' })).toBeTruthy();
    expect(api.callsTo('GET /feedback/available')[0]?.query.get('queueId')).toBe(queueId);
    // One survey on the page: no second one, no emoji buttons.
    expect(screen.getAllByRole('button', { name: 'Avaliar' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Como foi a espera?' })).toBeNull();
    for (const name of ['Não gostei', 'Gostei', 'Amei'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    const payment = screen.getByRole('region', { name: 'Pagamento' });
    const values = screen.getByRole('region', { name: 'Resumo de valores' });
    expect(payment.compareDocumentPosition(survey() as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(survey()?.compareDocumentPosition(values)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('not while the bill waits for its payment', async () => {
    setCookie('user', consumerId);
    const api = mockApi({
      'GET /order/pix': noPix,
      'GET /order': requestedOrder,
      'GET /queue': tableOf(consumerId),
      'GET /feedback/available': undefined,
    });
    renderCheckout(orderId);
    await screen.findByRole('region', { name: 'Total a pagar' });
    expect(survey()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Avaliar' })).toBeNull();
    expect(api.callsTo('GET /feedback/available')).toEqual([]);
  });

  it('not when the visit was rated already', async () => {
    setCookie('user', consumerId);
    const api = mockApi({
      'GET /order': paidOrder,
      'GET /queue': tableOf(consumerId),
      'GET /feedback/available': reply(404),
    });
    renderCheckout(orderId);
    await waitFor(() => expect(api.callsTo('GET /feedback/available')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(survey()).toBeNull();
  });

  it('not to a guest, whose check would be refused: it is not even asked', async () => {
    setCookie('user', consumerId);
    const api = mockApi({
      'GET /order': paidOrder,
      'GET /queue': tableOf('cccccccc-0000-4000-8000-0000000000ff'),
    });
    renderCheckout(orderId);
    await waitFor(() => expect(api.callsTo('GET /queue')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(survey()).toBeNull();
    expect(api.callsTo('GET /feedback/available')).toEqual([]);
  });

  it('not to someone without the queue id', async () => {
    setCookie('user', consumerId);
    const api = mockApi({ 'GET /order': { ...paidOrder, queueId: null, consumerId: null } });
    renderCheckout(orderId);
    await screen.findByRole('region', { name: 'Pagamento' });
    expect(survey()).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/order']);
  });
});

describe('the bill without Pix', () => {
  it('leads with the amount and how to pay at the table, the lines below', async () => {
    mockApi({ 'GET /order/pix': noPix, 'GET /order': requestedOrder, 'GET /queue': tableOf(consumerId) });
    renderCheckout(orderId);
    const pay = await screen.findByRole('region', { name: 'Total a pagar' });
    expect(within(pay).getByText('R$ 94,44').className).toContain('fs-1');
    expect(within(pay).getByText('Pague na mesa: é só chamar a equipe do restaurante.')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1, name: 'Agradecemos sua visita!' });
    expect(heading.compareDocumentPosition(pay)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    for (const below of ['Resumo de valores', 'Resumo do pedido', 'Itens do pedido']) {
      const region = screen.getByRole('region', { name: below });
      expect(pay.compareDocumentPosition(region), below).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });

  it('says nothing about paying while the order is open again', async () => {
    mockApi({ 'GET /order/pix': noPix, 'GET /order': { ...requestedOrder, status: 'OPEN' } });
    renderCheckout(orderId);
    await screen.findByRole('link', { name: 'Voltar ao cardápio' });
    expect(screen.queryByRole('region', { name: 'Total a pagar' })).toBeNull();
  });
});

describe('the checkout summary with options', () => {
  it("lists each unit's options and note and bills the unit's own price", async () => {
    const steak = { id: 'ffffffff-0000-4000-8000-000000000004', name: 'Picanha', price: 89.9 };
    const withBacon: OrderItem = {
      ...unit(steak, 'COMPLETED'),
      price: 93.9,
      options: [{ id: 'ffffffff-0000-4000-8000-000000000041', group: 'Adicionais', name: 'Bacon', price: 4 }],
      note: 'sem cebola',
    };
    mockApi({
      'GET /order/pix': noPix,
      'GET /order': { ...closedOrder, serviceFee: 0, items: [withBacon, unit(steak, 'COMPLETED')] },
    });
    renderCheckout(orderId);
    const items = await screen.findByRole('region', { name: 'Itens do pedido' });
    const lines = within(items).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Picanha x1BaconObservação: sem cebolaR$ 93,90',
      'Picanha x1R$ 89,90',
    ]);
    expect(definitions('Resumo de valores').Subtotal).toBe('R$ 183,80');
  });
});
