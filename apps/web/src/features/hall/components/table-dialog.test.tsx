// @vitest-environment happy-dom
import type { HallEntry, Order } from '@suavez/shared/contracts/order.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, reply } from '@/test/api-mock';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { hallEntryFixture } from '@/test/order-fixtures';
import { hallMerchantRoutes, order, pizza, soda, unit } from '../utils/hall-fixtures.test-data';
import { hallMerchantId, openTableDialog } from './hall-screen.test-helpers';

const merchantId = hallMerchantId;
const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const menuItem = (n: number, name: string) => ({
  id: `aaaaaaaa-0000-4000-8000-00000000001${n}`,
  name,
  price: 10,
});
const juice = menuItem(1, 'Suco');
const water = menuItem(2, 'Água');
const cake = menuItem(3, 'Bolo');
const coffee = menuItem(4, 'Café');
const pasta = menuItem(5, 'Massa');
const hall: HallEntry[] = [
  hallEntryFixture(
    { id: queueId },
    { pendingSentItems: 1, pendingCancelRequestedItems: 1, firstItem: '2026-01-05T12:00:00.000Z' },
  ),
];

/** The hall with one table whose only order is `tableOrder`; item calls answered by `onItemCall`. */
function mockHall(tableOrder: Order, onItemCall: (call: ApiCall) => unknown = () => undefined) {
  return mockApi({
    ...hallMerchantRoutes,
    'GET /queue/hall': hall,
    'GET /order/queue': [tableOrder],
    'PATCH /order/item/accept': onItemCall,
    'PATCH /order/item/cancel': onItemCall,
    'PATCH /order/status/update': undefined,
  });
}

async function openTable() {
  const opened = await openTableDialog();
  await within(opened.dialog).findByRole('region', { name: 'Resumo da mesa' });
  return opened;
}

/** The labels of the buttons a row shows for its item ('Aceitar Pizza' → 'Aceitar'). */
function rowButtons(dialog: HTMLElement, itemName: string): string[] {
  return within(dialog)
    .queryAllByRole('button', { name: new RegExp(` ${itemName}$`) })
    .map((button) => button.textContent ?? '');
}

describe('the table dialog of the hall', () => {
  it('shows who called and seated the table and who refused its latest item (docs/audit.md)', async () => {
    const [tile] = hall;
    mockApi({
      ...hallMerchantRoutes,
      'GET /queue/hall': [
        {
          ...tile,
          staffActions: [
            // 23:14 UTC is 20:14 in São Paulo.
            { action: 'queue.call', by: 'Ana', at: '2026-01-05T23:14:00.000Z' },
            { action: 'queue.checkin', by: 'Ana', at: '2026-01-05T23:20:00.000Z' },
            { action: 'order.item.refuse', by: 'Caio', at: '2026-01-05T23:40:00.000Z' },
          ],
        },
      ],
      'GET /order/queue': [order({ items: [unit(pizza, 'REFUSED', 1)] })],
    });
    const { dialog, user } = await openTable();
    // Folded under 'Histórico da mesa': the orders come first.
    const history = within(dialog).getByText('Histórico da mesa', { selector: 'summary' });
    const details = history.parentElement as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(history);
    expect(details.open).toBe(true);
    const staff = within(details).getByRole('list', { name: 'Quem atendeu' });
    expect(
      within(staff)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chamado por Ana às 20:14', 'Recebido por Ana às 20:20', 'Item recusado por Caio às 20:40']);
  });

  it("reads those times in the restaurant's own zone", async () => {
    const [tile] = hall;
    mockApi({
      ...hallMerchantRoutes,
      'GET /merchant/full': merchantFullFixture({ id: merchantId, timeZone: 'America/Manaus' }),
      'GET /queue/hall': [
        // 23:14 UTC is 19:14 in Manaus (UTC-4), 20:14 in São Paulo.
        { ...tile, staffActions: [{ action: 'queue.call', by: 'Ana', at: '2026-01-05T23:14:00.000Z' }] },
      ],
      'GET /order/queue': [order({ items: [unit(pizza, 'SENT', 1)] })],
    });
    const { dialog } = await openTable();
    const staff = within(dialog).getByRole('list', { name: 'Quem atendeu' });
    await waitFor(() => expect(staff.textContent).toBe('Chamado por Ana às 19:14'));
  });

  it('shows each row the buttons its status allows, and no finalize while units wait', async () => {
    mockHall(
      order({
        items: [
          unit(pizza, 'SENT', 1),
          unit(juice, 'CANCEL_REQUEST', 2),
          unit(soda, 'ACCEPTED', 3),
          unit(pasta, 'PREPARING', 4),
          unit(water, 'COMPLETED', 5),
          unit(cake, 'REFUSED', 6),
          unit(coffee, 'CANCELED', 7),
        ],
      }),
    );
    const { dialog } = await openTable();
    expect(rowButtons(dialog, 'Pizza')).toEqual(['Aceitar', 'Recusar']);
    expect(rowButtons(dialog, 'Suco')).toEqual(['Manter item', 'Aprovar cancelamento']);
    expect(rowButtons(dialog, 'Refrigerante')).toEqual(['Entregar', 'Cancelar']);
    expect(rowButtons(dialog, 'Massa')).toEqual(['Entregar', 'Cancelar']);
    expect(rowButtons(dialog, 'Água')).toEqual(['Cancelar']);
    expect(rowButtons(dialog, 'Bolo')).toEqual([]);
    expect(rowButtons(dialog, 'Café')).toEqual([]);
    // Refused and canceled units cannot be selected.
    expect(within(dialog).queryByRole('checkbox', { name: 'Bolo' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Pizza' })).toBeTruthy();
    const finalize = within(dialog).getByRole('button', { name: 'Finalizar pedido' });
    expect(finalize).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(/resolva-os antes de finalizar o pedido/)).toBeTruthy();
  });

  it("puts 'Cancelados' and 'Total bruto' apart from the subtotal once something was cancelled", async () => {
    // Pizza 42,90 + Refrigerante 7,50 served; one more soda cancelled and one pizza refused.
    mockHall(
      order({
        items: [
          unit(pizza, 'COMPLETED', 1),
          unit(soda, 'COMPLETED', 2),
          unit(soda, 'CANCELED', 3),
          unit(pizza, 'REFUSED', 4),
        ],
      }),
    );
    const { dialog } = await openTable();
    const totals = within(dialog).getByRole('region', { name: 'Valores' });
    const amountOf = (label: string) =>
      within(totals).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amountOf('Subtotal')).toBe('R$ 50,40');
    expect(amountOf('Cancelados')).toBe('R$ 50,40');
    expect(amountOf('Total bruto')).toBe('R$ 100,80');
  });

  it('shows no cancelled lines while nothing was cancelled', async () => {
    mockHall(order({ items: [unit(pizza, 'COMPLETED', 1)] }));
    const { dialog } = await openTable();
    const totals = within(dialog).getByRole('region', { name: 'Valores' });
    expect(within(totals).queryByText('Cancelados')).toBeNull();
    expect(within(totals).queryByText('Total bruto')).toBeNull();
  });

  it("leads with one main action, 'Aceitar tudo', which accepts every unit waiting and nothing else", async () => {
    const waiting = [unit(pizza, 'SENT', 1), unit(soda, 'SENT', 2)];
    const api = mockHall(order({ items: [...waiting, unit(juice, 'CANCEL_REQUEST', 3)] }));
    const { user, dialog } = await openTable();
    const main = dialog.querySelectorAll('.table-dialog-main-action');
    expect([...main].map((button) => button.textContent)).toEqual(['Aceitar tudo (2)']);
    // 'Finalizar pedido' waits, in outline, beside it.
    expect(within(dialog).getByRole('button', { name: 'Finalizar pedido' }).className).toContain(
      'btn-outline-secondary',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar tudo (2)' }));
    await waitFor(() => expect(api.callsTo('PATCH /order/item/accept')).toHaveLength(2));
    expect(
      api
        .callsTo('PATCH /order/item/accept')
        .map((call) => call.query.get('orderItemId'))
        .sort(),
    ).toEqual(waiting.map((one) => one.id).sort());
    expect(await screen.findByText('2 itens aceitos')).toBeTruthy();
  });

  it("a row's button acts on one unit and says so", async () => {
    const pizzaUnit = unit(pizza, 'SENT', 1);
    const api = mockHall(order({ items: [pizzaUnit, unit(pizza, 'SENT', 2)] }));
    const { user, dialog } = await openTable();
    const ordersRead = api.callsTo('GET /order/queue').length;
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar Pizza' }));
    expect(await screen.findByText('Item aceito com sucesso')).toBeTruthy();
    expect(api.callsTo('PATCH /order/item/accept').map((call) => Object.fromEntries(call.query))).toEqual([
      { orderItemId: pizzaUnit.id, merchantId },
    ]);
    await waitFor(() => expect(api.callsTo('GET /order/queue').length).toBeGreaterThan(ordersRead));
  });

  it("on a cancel request, 'Manter item' denies it (accept) and 'Aprovar cancelamento' grants it (cancel)", async () => {
    const kept = unit(juice, 'CANCEL_REQUEST', 1);
    const dropped = unit(soda, 'CANCEL_REQUEST', 2);
    const api = mockHall(order({ items: [kept, dropped] }));
    const { user, dialog } = await openTable();
    await user.click(within(dialog).getByRole('button', { name: 'Manter item Suco' }));
    expect(await screen.findByText('Item aceito com sucesso')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar cancelamento Refrigerante' }));
    expect(await screen.findByText('Item cancelado com sucesso')).toBeTruthy();
    expect(api.callsTo('PATCH /order/item/accept').map((call) => call.query.get('orderItemId'))).toEqual([
      kept.id,
    ]);
    expect(api.callsTo('PATCH /order/item/cancel').map((call) => call.query.get('orderItemId'))).toEqual([
      dropped.id,
    ]);
  });

  it('acts on every selected unit at once and counts what succeeded and what failed', async () => {
    const units = [unit(pizza, 'SENT', 1), unit(pizza, 'SENT', 2), unit(soda, 'SENT', 3)];
    const failing = units[2]?.id;
    const api = mockHall(order({ items: units }), (call) =>
      call.query.get('orderItemId') === failing
        ? reply(409, { code: 'INVALID_TRANSITION', message: 'Esta ação não é permitida no status atual.' })
        : undefined,
    );
    const { user, dialog } = await openTable();
    await user.click(
      within(dialog).getByRole('button', { name: 'Selecionar todos: Aguardando confirmação' }),
    );
    const toolbar = within(dialog).getByRole('toolbar', { name: 'Ações dos itens selecionados' });
    expect(within(toolbar).getByText('3 itens selecionados')).toBeTruthy();
    // While units are selected, the rows' own buttons step aside for the batch's.
    expect(rowButtons(dialog, 'Pizza')).toEqual([]);
    await user.click(within(toolbar).getByRole('button', { name: 'Aceitar (3)' }));
    // One toast for the batch, both counts in it.
    expect(await screen.findByText('2 itens aceitos. Falha ao aceitar 1 item')).toBeTruthy();
    const sent = api.callsTo('PATCH /order/item/accept').map((call) => call.query.get('orderItemId'));
    expect(sent.sort()).toEqual(units.map((u) => u.id).sort());
  });

  it('asks for confirmation before finalizing the order, and sends nothing when canceled', async () => {
    const tableOrder = order({ queueId, items: [unit(pizza, 'COMPLETED', 1)] });
    const api = mockHall(tableOrder);
    const { user, dialog } = await openTable();
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar pedido' }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(within(confirm).getByText('Deseja finalizar o pedido?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmação' })).toBeNull());
    expect(api.callsTo('PATCH /order/status/update')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Finalizar pedido' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Pedido finalizado com sucesso')).toBeTruthy();
    const [update] = api.callsTo('PATCH /order/status/update');
    expect(update?.query.get('merchantId')).toBe(merchantId);
    expect(update?.body).toEqual({ orderId: tableOrder.id, queueId, orderStatus: 'PAYMENT_REQUESTED' });
  });

  it('asks before cancelling a unit already served, and sends nothing when not confirmed', async () => {
    const tableOrder = order({ queueId, items: [unit(pizza, 'COMPLETED', 1)] });
    const api = mockHall(tableOrder);
    const { user, dialog } = await openTable();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Pizza' }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(within(confirm).getByText('Cancelar este item já entregue? Ele sai da conta.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmação' })).toBeNull());
    expect(api.callsTo('PATCH /order/item/cancel')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Pizza' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('PATCH /order/item/cancel')).toHaveLength(1));
  });

  it("closes from its header: no 'Fechar' beside the order buttons", async () => {
    mockHall(order({ queueId, items: [unit(pizza, 'COMPLETED', 1)] }));
    const { dialog } = await openTable();
    const footerButtons = Array.from(dialog.querySelectorAll('.modal-footer button')).map(
      (b) => b.textContent,
    );
    expect(footerButtons).toEqual(['Finalizar pedido']);
    expect(dialog.querySelector('.modal-header .btn-close')?.getAttribute('aria-label')).toBe('Fechar');
  });
});
