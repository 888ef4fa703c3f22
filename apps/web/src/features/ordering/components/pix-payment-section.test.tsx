// @vitest-environment happy-dom
import type { OrderAnswer, TableQueueEntry } from '@suavez/shared/contracts/order.contract';
import type { OrderPix } from '@suavez/shared/contracts/pix.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { FakeEventSource, installFakeEventSource } from '@/test/fake-event-source';
import { orderAnswerFixture, tableEntryFixture } from '@/test/order-fixtures';
import { renderScreen } from '@/test/render';
import { CheckoutScreen } from './checkout-screen';
import { pixReportedMessage } from './pix-payment-section';

// 'Pagar com Pix' on the diner's bill (rules §10), through the checkout screen that shows it.

const orderId = 'dddddddd-0000-4000-8000-000000000001';
const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const payload = '00020126360014br.gov.bcb.pix0114+5511987654321520400005303986540548.055802BR6304ABCD';

const requested = orderAnswerFixture({
  id: orderId,
  status: 'PAYMENT_REQUESTED',
  queueId,
  consumerId: 'cccccccc-0000-4000-8000-000000000001',
  serviceFee: 12,
});

const charge: OrderPix = {
  payload,
  amount: 48.05,
  txid: 'SUAVEZ1',
  receiver: { name: 'Cantina da Praca', city: 'Sao Paulo' },
  orderIds: [orderId],
};

function tableWith(orders: number): TableQueueEntry {
  return tableEntryFixture({
    id: queueId,
    consumer: { id: 'cccccccc-0000-4000-8000-0000000000ff', name: 'Bia' },
    tableTotal: { subtotal: 90, orders },
  });
}

const pixRegion = () => screen.queryByRole('region', { name: 'Pagar com Pix' });
const renderCheckout = () =>
  renderScreen(<CheckoutScreen orderId={orderId} />, { path: `/queue/checkout?order=${orderId}` });

beforeEach(() => {
  installFakeEventSource();
});

describe("the bill's 'Pagar com Pix'", () => {
  it('shows the amount, the QR code and the code to copy, who receives, and copies it with a toast', async () => {
    const api = mockApi({ 'GET /order': requested, 'GET /queue': tableWith(1), 'GET /order/pix': charge });
    const { user } = renderCheckout();
    // After the render: user-event puts its own clipboard on the navigator.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const region = await screen.findByRole('region', { name: 'Pagar com Pix' });
    await within(region).findByText('R$ 48,05');
    expect(api.callsTo('GET /order/pix').map((call) => call.query.toString())).toEqual([
      `orderId=${orderId}`,
    ]);
    expect(await within(region).findByRole('img', { name: 'QR code do Pix' })).toBeTruthy();
    const code = within(region).getByRole<HTMLTextAreaElement>('textbox', { name: 'Pix copia e cola' });
    expect(code.value).toBe(payload);
    expect(code.readOnly).toBe(true);
    expect(region.textContent).toContain('Recebedor: Cantina da Praca · Sao Paulo');
    // One order at the table: nothing to choose.
    expect(within(region).queryByRole('radio', { name: 'Mesa inteira' })).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(payload);
    expect((await screen.findByRole('alert')).textContent).toContain('Copiado!');
  });

  it("leads the bill: the amount, the QR code, 'Copiar código' and 'Já paguei', then the code and the lines", async () => {
    mockApi({ 'GET /order': requested, 'GET /queue': tableWith(1), 'GET /order/pix': charge });
    renderCheckout();
    const region = await screen.findByRole('region', { name: 'Pagar com Pix' });
    const amount = await within(region).findByText('R$ 48,05');
    const qr = await within(region).findByRole('img', { name: 'QR code do Pix' });
    const inOrder = [
      screen.getByRole('heading', { level: 1, name: 'Agradecemos sua visita!' }),
      amount,
      qr,
      within(region).getByRole('button', { name: 'Copiar código' }),
      within(region).getByRole('button', { name: 'Já paguei' }),
      within(region).getByRole('textbox', { name: 'Pix copia e cola' }),
      screen.getByRole('region', { name: 'Resumo de valores' }),
      screen.getByRole('region', { name: 'Itens do pedido' }),
    ];
    for (const [index, node] of inOrder.slice(1).entries()) {
      expect(inOrder[index]?.compareDocumentPosition(node), node.textContent ?? '').toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    // The amount is the large one, not a line among others.
    expect(amount.className).toContain('fs-1');
  });

  it('selects the code when the clipboard is blocked', async () => {
    mockApi({ 'GET /order': requested, 'GET /queue': tableWith(1), 'GET /order/pix': charge });
    const { user } = renderCheckout();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    const code = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Pix copia e cola' });
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.selectionStart).toBe(0);
    expect(code.selectionEnd).toBe(payload.length);
  });

  it("tells the restaurant with 'Já paguei' and says to wait for the confirmation", async () => {
    const api = mockApi({
      'GET /order': requested,
      'GET /queue': tableWith(1),
      'GET /order/pix': charge,
      'POST /order/pix/reported': undefined,
    });
    const { user } = renderCheckout();
    const region = await screen.findByRole('region', { name: 'Pagar com Pix' });
    await user.click(await within(region).findByRole('button', { name: 'Já paguei' }));
    expect((await within(region).findByRole('status')).textContent).toBe(pixReportedMessage);
    expect(api.callsTo('POST /order/pix/reported').map((call) => call.body)).toEqual([{ orderId }]);
    expect(within(region).queryByRole('button', { name: 'Já paguei' })).toBeNull();
  });

  it('says so again after a reload, once the order carries the report', async () => {
    mockApi({
      'GET /order': { ...requested, pixReportedAt: '2026-01-05T12:30:00.000Z' },
      'GET /queue': tableWith(1),
      'GET /order/pix': charge,
    });
    renderCheckout();
    const region = await screen.findByRole('region', { name: 'Pagar com Pix' });
    expect((await within(region).findByRole('status')).textContent).toBe(pixReportedMessage);
    expect(within(region).queryByRole('button', { name: 'Já paguei' })).toBeNull();
  });

  it("offers 'Mesa inteira' when the table has several orders, and charges the table's queue then", async () => {
    const api = mockApi({
      'GET /order': requested,
      'GET /queue': tableWith(3),
      'GET /order/pix': (call) =>
        call.query.has('queueId') ? { ...charge, amount: 120.5, orderIds: [orderId, 'x', 'y'] } : charge,
      'POST /order/pix/reported': undefined,
    });
    const { user } = renderCheckout();
    const region = await screen.findByRole('region', { name: 'Pagar com Pix' });
    const mine = await within(region).findByRole<HTMLInputElement>('radio', { name: 'Minha parte' });
    expect(mine.checked).toBe(true);
    await within(region).findByText('R$ 48,05');
    await user.click(within(region).getByRole('radio', { name: 'Mesa inteira' }));
    await within(region).findByText('R$ 120,50');
    expect(api.callsTo('GET /order/pix').at(-1)?.query.get('queueId')).toBe(queueId);
    await user.click(within(region).getByRole('button', { name: 'Já paguei' }));
    await within(region).findByRole('status');
    expect(api.callsTo('POST /order/pix/reported').map((call) => call.body)).toEqual([{ queueId }]);
  });

  it("charges a booked table's Pix with its deposit off, and says 'Sinal da reserva'", async () => {
    const api = mockApi({
      'GET /order': requested,
      'GET /queue': tableEntryFixture({
        id: queueId,
        consumer: { id: 'cccccccc-0000-4000-8000-0000000000ff', name: 'Bia' },
        tableTotal: { subtotal: 90, orders: 1, deposit: 25 },
      }),
      'GET /order/pix': (call) =>
        call.query.has('queueId') ? { ...charge, amount: 23.05, deposit: 25 } : charge,
    });
    renderCheckout();
    const region = await screen.findByRole('region', { name: 'Pagar com Pix' });
    await within(region).findByText('R$ 23,05');
    expect(within(region).getByTestId('pix-deposit').textContent).toBe(
      'Sinal da reserva: −R$ 25,00 (já descontado)',
    );
    expect(api.callsTo('GET /order/pix').at(-1)?.query.get('queueId')).toBe(queueId);
  });

  it('shows nothing about Pix when the restaurant takes none here (404)', async () => {
    const api = mockApi({
      'GET /order': requested,
      'GET /queue': tableWith(1),
      'GET /order/pix': reply(404, { message: 'O restaurante ainda não recebe Pix por aqui.' }),
    });
    renderCheckout();
    await screen.findByRole('region', { name: 'Resumo do pedido' });
    await waitFor(() => expect(api.callsTo('GET /order/pix')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Gerando o Pix...')).toBeNull());
    expect(pixRegion()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Pago com Pix' once the host confirms, without a reload, and stops charging", async () => {
    const paid: OrderAnswer = {
      ...requested,
      status: 'PAYMENT_COMPLETED',
      payment: { method: 'PIX', amount: 48.05, paidAt: '2026-01-05T12:40:00.000Z', confirmedBy: 'merchant' },
    };
    const answers: OrderAnswer[] = [{ ...requested, status: 'CLOSED' }, paid];
    const api = mockApi({
      'GET /order': () => (answers.length > 1 ? answers.shift() : answers[0]),
      'GET /queue': tableWith(1),
      'GET /order/pix': charge,
    });
    renderCheckout();
    await screen.findByRole('region', { name: 'Pagar com Pix' });
    // A closed bill is settled, yet followed while its Pix is awaited.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]?.emit('change', { kind: 'order', queueEntryId: queueId, orderId });
    const payment = await screen.findByRole('region', { name: 'Pagamento' });
    expect(within(payment).getByRole('status').textContent).toBe('Pago com Pix');
    expect(pixRegion()).toBeNull();
    expect(api.callsTo('GET /order/pix')).toHaveLength(1);
    await waitFor(() => expect(FakeEventSource.instances[0]?.readyState).toBe(FakeEventSource.CLOSED));
  });

  it("says 'Pago' for a bill received by other means, and asks for no charge", async () => {
    const api = mockApi({
      'GET /order': {
        ...requested,
        status: 'PAYMENT_COMPLETED',
        payment: {
          method: 'OTHER',
          amount: 48.05,
          paidAt: '2026-01-05T12:40:00.000Z',
          confirmedBy: 'merchant',
        },
      },
      'GET /queue': tableWith(1),
    });
    renderCheckout();
    const payment = await screen.findByRole('region', { name: 'Pagamento' });
    expect(within(payment).getByRole('status').textContent).toBe('Pago');
    expect(api.callsTo('GET /order/pix')).toEqual([]);
  });
});
