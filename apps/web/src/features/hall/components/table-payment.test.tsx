// @vitest-environment happy-dom
import type { HallEntry, Order } from '@suavez/shared/contracts/order.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { hallEntryFixture } from '@/test/order-fixtures';
import { hallMerchantRoutes, order, pizza, soda, unit } from '../utils/hall-fixtures.test-data';
import { hallMerchantId, openTableDialog, showHall } from './hall-screen.test-helpers';

// Payments in the hall (rules §10): the tiles' 'Pix informado' and 'Pago', each person's payment in the
// table dialog, and 'Registrar pagamento' for one bill or the table's: the footer's main action for the table
// (or the only bill due), the summary's per person while several are due.

const merchantId = hallMerchantId;
const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';

function entryOf(name: string, id: string, rest: Partial<HallEntry> = {}): HallEntry {
  return hallEntryFixture(
    { id, consumer: { name } },
    { billRequested: true, billRequestedAt: '2026-01-05T12:00:00.000Z', ...rest },
  );
}

const paidAt = '2026-01-05T12:40:00.000Z';
const ana = order({
  queueId,
  consumerName: 'Ana',
  createdAt: '2026-01-05T12:00:00.000Z',
  status: 'PAYMENT_REQUESTED',
  serviceFee: 10,
  items: [unit(pizza, 'COMPLETED')],
  pixReportedAt: '2026-01-05T12:30:00.000Z',
});
const bia = order({
  queueId,
  consumerName: 'Bia',
  createdAt: '2026-01-05T12:01:00.000Z',
  status: 'CLOSED',
  serviceFee: 0,
  items: [unit(soda, 'COMPLETED')],
});
const caio = order({
  queueId,
  consumerName: 'Caio',
  createdAt: '2026-01-05T12:02:00.000Z',
  status: 'PAYMENT_COMPLETED',
  serviceFee: 0,
  items: [unit(soda, 'COMPLETED')],
  payment: { method: 'OTHER', amount: 7.5, paidAt, confirmedBy: 'merchant' },
});

function mockTable(orders: Order[]) {
  return mockApi({
    ...hallMerchantRoutes,
    'GET /queue/hall': [entryOf('Ana', queueId, { pixReported: true })],
    'GET /order/queue': orders,
    'PATCH /order/payment': (call) => {
      const body = call.body as { orderId?: string; method: 'PIX' | 'OTHER' };
      return orders
        .filter((o) => (body.orderId ? o.id === body.orderId : o.payment === null))
        .map((o) => ({
          ...o,
          status: 'PAYMENT_COMPLETED',
          payment: { method: body.method, amount: 1, paidAt, confirmedBy: 'merchant' },
        }));
    },
  });
}

async function openTable() {
  const opened = await openTableDialog();
  const summary = await within(opened.dialog).findByRole('region', { name: 'Resumo da mesa' });
  return { ...opened, summary };
}

/** The summary's line of one person, its text with spaces normalised. */
function lineOf(summary: HTMLElement, person: string): HTMLElement {
  const line = within(summary)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(`Pedido de ${person}`));
  if (!line) throw new Error(`no line for ${person}`);
  return line;
}

/** The label of the footer's one wide, solid button (the table's next step). */
function mainActionOf(dialog: HTMLElement): string | null {
  const buttons = dialog.querySelectorAll('.table-dialog-main-action');
  expect(buttons.length).toBeLessThanOrEqual(1);
  return buttons[0]?.textContent ?? null;
}

describe('the hall tiles', () => {
  it("show 'Pix informado' and 'Pago' as the hall entries say", async () => {
    mockApi({
      ...hallMerchantRoutes,
      'GET /queue/hall': [
        entryOf('Ana', queueId, { pixReported: true }),
        entryOf('Bia', 'bbbbbbbb-0000-4000-8000-000000000002', { paid: true }),
        entryOf('Caio', 'bbbbbbbb-0000-4000-8000-000000000003'),
      ],
    });
    showHall();
    const tile = async (name: string) =>
      (await screen.findByRole('button', { name: new RegExp(name) })).textContent;
    expect(await tile('Ana')).toContain('Pix informado');
    expect(await tile('Ana')).not.toContain('Pago');
    expect(await tile('Bia')).toContain('Pago');
    expect(await tile('Bia')).not.toContain('Pix informado');
    expect(await tile('Caio')).not.toMatch(/Pago|Pix informado/);
  });
});

describe("the table dialog's payments", () => {
  it("says each person's payment and offers 'Registrar pagamento' only for the bills due", async () => {
    mockTable([ana, bia, caio]);
    const { dialog, summary } = await openTable();
    expect(lineOf(summary, 'Ana').textContent).toContain('Pix informado');
    expect(lineOf(summary, 'Caio').textContent).toContain('Pago (Outro meio)');
    expect(lineOf(summary, 'Bia').textContent).not.toMatch(/Pago \(|Pix informado/);
    const buttons = within(summary)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Registrar pagamento de Ana', 'Registrar pagamento de Bia']);
    // The table's payment is the one main action: no 'Encerrar mesa' while bills are due.
    expect(mainActionOf(dialog)).toBe('Registrar pagamento da mesa');
    expect(within(dialog).queryByRole('button', { name: 'Encerrar mesa' })).toBeNull();
  });

  it("records one person's bill as received by Pix, with that order in the body", async () => {
    const api = mockTable([ana, bia, caio]);
    const { summary, user } = await openTable();
    await user.click(within(summary).getByRole('button', { name: 'Registrar pagamento de Ana' }));
    const asking = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    // 42,90 with 10 % (4,29).
    expect(asking.textContent).toContain('Conta de Ana: R$ 47,19');
    await user.click(within(asking).getByRole('button', { name: 'Recebido por Pix' }));
    await waitFor(() => expect(api.callsTo('PATCH /order/payment')).toHaveLength(1));
    const [call] = api.callsTo('PATCH /order/payment');
    expect(call?.query.get('merchantId')).toBe(merchantId);
    expect(call?.body).toEqual({ queueId, orderId: ana.id, method: 'PIX' });
    expect((await screen.findByRole('alert')).textContent).toContain('Pagamento registrado');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar pagamento' })).toBeNull());
    // The table's orders are read again.
    await waitFor(() => expect(api.callsTo('GET /order/queue').length).toBeGreaterThan(1));
  });

  it("records the whole table's bills received by other means, without an order id", async () => {
    const api = mockTable([ana, bia, caio]);
    const { dialog, user } = await openTable();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagamento da mesa' }));
    const asking = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    // Ana's 47,19 and Bia's 7,50: Caio's is paid.
    expect(asking.textContent).toContain('Conta da mesa: R$ 54,69');
    await user.click(within(asking).getByRole('button', { name: 'Recebido por outro meio' }));
    await waitFor(() => expect(api.callsTo('PATCH /order/payment')).toHaveLength(1));
    expect(api.callsTo('PATCH /order/payment')[0]?.body).toEqual({ queueId, method: 'OTHER' });
  });

  it('cancels without a call, and offers no table payment when only one bill is due', async () => {
    const api = mockTable([ana, caio]);
    const { dialog, summary, user } = await openTable();
    expect(within(dialog).queryByRole('button', { name: 'Registrar pagamento da mesa' })).toBeNull();
    // One bill due: its payment is the main action, not a second button in the summary.
    expect(within(summary).queryByRole('button', { name: /Registrar pagamento/ })).toBeNull();
    expect(mainActionOf(dialog)).toBe('Registrar pagamento');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagamento' }));
    const asking = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    await user.click(within(asking).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar pagamento' })).toBeNull());
    expect(api.callsTo('PATCH /order/payment')).toEqual([]);
  });

  it("offers 'Encerrar mesa' once the only bill is paid, as for a closed one", async () => {
    let orders: Order[] = [ana];
    const api = mockApi({
      ...hallMerchantRoutes,
      'GET /queue/hall': [entryOf('Ana', queueId, { pixReported: true })],
      'GET /order/queue': () => orders,
      'PATCH /order/payment': () => {
        orders = [
          {
            ...ana,
            status: 'PAYMENT_COMPLETED',
            payment: { method: 'PIX', amount: 47.19, paidAt, confirmedBy: 'merchant' },
          },
        ];
        return orders;
      },
    });
    const { dialog, summary, user } = await openTable();
    expect(within(dialog).queryByRole('button', { name: 'Encerrar mesa' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagamento' }));
    const asking = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    expect(asking.textContent).toContain('Conta de Ana: R$ 47,19');
    await user.click(within(asking).getByRole('button', { name: 'Recebido por Pix' }));
    expect(await within(dialog).findByRole('button', { name: 'Encerrar mesa' })).toBeTruthy();
    expect(mainActionOf(dialog)).toBe('Encerrar mesa');
    expect(lineOf(summary, 'Ana').textContent).toContain('Pago (Pix)');
    expect(within(summary).queryByRole('button', { name: /Registrar pagamento/ })).toBeNull();
    expect(api.callsTo('PATCH /order/payment')).toHaveLength(1);
  });
});
