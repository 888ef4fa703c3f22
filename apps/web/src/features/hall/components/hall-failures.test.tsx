// @vitest-environment happy-dom
import type { HallEntry, Order } from '@suavez/shared/contracts/order.contract';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRoute, mockApi, reply } from '@/test/api-mock';
import { hallEntryFixture } from '@/test/order-fixtures';
import { hallMerchantRoutes, order, pizza, unit } from '../utils/hall-fixtures.test-data';
import { openTableDialog, showHall } from './hall-screen.test-helpers';

// Every failure toast of the hall (the specification's section 8, "Merchant queue and hall"), each from a
// failing call: the server's own message is not what the waiter reads, the screen's is.

const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const hall: HallEntry[] = [hallEntryFixture({ id: queueId })];
const failure = () =>
  reply(500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' });

async function openTable(routes: Record<string, ApiRoute>) {
  const api = mockApi({ ...hallMerchantRoutes, 'GET /queue/hall': hall, ...routes });
  return { ...(await openTableDialog()), api };
}

const tableWith = (status: OrderItemStatus): Order => order({ queueId, items: [unit(pizza, status, 1)] });
const toast = (text: string) => screen.findByText(text);

/** A refusal asks first (with an optional reason): confirm it as it is. */
/** A refusal asks for its reason, and cancelling a unit already served asks first: both are confirmed. */
async function confirmIfAsked(path: string, status: string) {
  if (path === 'refuse') {
    const confirm = await screen.findByRole('dialog', { name: /^Recusar/ });
    within(confirm).getByRole('button', { name: 'Recusar' }).click();
  }
  if (path === 'cancel' && status === 'COMPLETED') {
    const confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    within(confirm).getByRole('button', { name: 'Confirmar' }).click();
  }
}

describe('the hall says which call failed', () => {
  it("'Erro ao buscar clientes' when the hall cannot be read", async () => {
    mockApi({ ...hallMerchantRoutes, 'GET /queue/hall': failure });
    showHall();
    expect(await toast('Erro ao buscar clientes')).toBeTruthy();
  });

  it("'Erro ao buscar detalhes do pedido' when the table's orders cannot be read", async () => {
    await openTable({ 'GET /order/queue': failure });
    expect(await toast('Erro ao buscar detalhes do pedido')).toBeTruthy();
  });

  it.each([
    ['SENT', 'Aceitar', 'accept', 'Erro ao aceitar o item'],
    ['SENT', 'Recusar', 'refuse', 'Erro ao recusar o item'],
    ['ACCEPTED', 'Entregar', 'deliver', 'Erro ao marcar o item como entregue'],
    ['COMPLETED', 'Cancelar', 'cancel', 'Erro ao cancelar o item'],
  ] as const)("a %s unit's '%s' (PATCH /order/item/%s) fails: '%s'", async (status, label, path, failed) => {
    const { user, dialog, api } = await openTable({
      'GET /order/queue': [tableWith(status)],
      [`PATCH /order/item/${path}`]: failure,
    });
    await user.click(await within(dialog).findByRole('button', { name: `${label} Pizza` }));
    await confirmIfAsked(path, status);
    expect(await toast(failed)).toBeTruthy();
    expect(api.callsTo(`PATCH /order/item/${path}`)).toHaveLength(1);
  });

  it.each([
    ['SENT', 'Aguardando confirmação', 'Aceitar', 'accept', 'Falha ao aceitar 1 item'],
    ['SENT', 'Aguardando confirmação', 'Recusar', 'refuse', 'Falha ao recusar 1 item'],
    ['PREPARING', 'Em preparo', 'Entregar', 'deliver', 'Falha ao entregar 1 item'],
    ['COMPLETED', 'Entregue', 'Cancelar', 'cancel', 'Falha ao cancelar 1 item'],
  ] as const)("a batch '%s' of %s units fails: '%s'", async (status, group, label, path, failed) => {
    const { user, dialog } = await openTable({
      'GET /order/queue': [tableWith(status)],
      [`PATCH /order/item/${path}`]: failure,
    });
    await user.click(await within(dialog).findByRole('button', { name: `Selecionar todos: ${group}` }));
    const toolbar = within(dialog).getByRole('toolbar', { name: 'Ações dos itens selecionados' });
    await user.click(within(toolbar).getByRole('button', { name: `${label} (1)` }));
    await confirmIfAsked(path, status);
    expect(await toast(failed)).toBeTruthy();
  });

  it.each([
    ['OPEN', 'Finalizar pedido', 'PATCH /order/status/update', 'Erro ao finalizar o pedido'],
    ['PAYMENT_REQUESTED', 'Fechar pedido', 'PATCH /order/status/update', 'Erro ao fechar o pedido'],
    ['PAYMENT_REQUESTED', 'Reabrir pedido', 'PATCH /order/status/update', 'Erro ao reabrir o pedido'],
    ['CLOSED', 'Encerrar mesa', 'POST /queue/checkout', 'Erro ao encerrar a mesa'],
  ] as const)("an order %s: '%s' (%s) fails: '%s'", async (status, button, route, failed) => {
    const tableOrder = order({ queueId, status, serviceFee: 12, items: [unit(pizza, 'COMPLETED', 1)] });
    const { user, dialog, api } = await openTable({ 'GET /order/queue': [tableOrder], [route]: failure });
    await user.click(await within(dialog).findByRole('button', { name: button }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmação' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await toast(failed)).toBeTruthy();
    expect(api.callsTo(route)).toHaveLength(1);
  });
});
