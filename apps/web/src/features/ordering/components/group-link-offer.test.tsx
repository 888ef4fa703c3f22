// @vitest-environment happy-dom
import type { PublicMenu } from '@suavez/shared/contracts/catalog.contract';
import type { TableQueueEntry } from '@suavez/shared/contracts/order.contract';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { orderAnswerFixture, tableEntryFixture } from '@/test/order-fixtures';
import { tableQueueKey } from '../api/get-table-queue.api';
import { GROUP_LINK_OFFER_KEY } from '../hooks/use-group-link-offer';
import { renderTableMenu } from './table-menu.test-helpers';

// 'Pedido em grupo?' (docs/screens.md#the-tables-menu): a small banner under the top bar, never a dialog
// over the menu; once per table, to the owner of a seated table for more than one, never before check-in
// nor to a guest.

const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const otherQueueId = 'bbbbbbbb-0000-4000-8000-000000000002';
const ownerId = 'cccccccc-0000-4000-8000-000000000001';
const guestId = 'cccccccc-0000-4000-8000-000000000002';
const orderId = 'dddddddd-0000-4000-8000-000000000001';
const menu: PublicMenu = [];

function tableEntry(status: QueueStatus, slot: number): TableQueueEntry {
  return tableEntryFixture({ id: queueId, status, slot, consumer: { id: ownerId, name: 'Ana' } });
}

const openOrder = orderAnswerFixture({ id: orderId, queueId, consumerId: ownerId });

/** The table's answers; `table.status` may change between reads. */
function mockTable(table: { status: QueueStatus; slot: number }) {
  return mockApi({
    'GET /queue': () => tableEntry(table.status, table.slot),
    'GET /order/info': { orderId },
    'GET /order': openOrder,
    'GET /catalog/full': menu,
  });
}

function renderTable(consumerId = ownerId) {
  return renderTableMenu(queueId, consumerId);
}

const offer = () => screen.queryByRole('region', { name: 'Pedido em grupo?' });
const findOffer = () => screen.findByRole('region', { name: 'Pedido em grupo?' });

/**
 * Waits until the table has been read, then opens the cart: once it shows, the overlays' chunk has loaded,
 * and an offer decided on the table's read would be showing too.
 */
async function overlaysShown(user: ReturnType<typeof renderTable>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Cantina da Praça' });
  await user.click(await screen.findByRole('button', { name: 'Ver pedido' }));
  await screen.findByRole('dialog', { name: 'Seu pedido' });
}

describe("the group-link offer on the table's menu", () => {
  it('is a banner for the owner of a seated table for two, once: a reload does not make it again', async () => {
    mockTable({ status: 'CHECK_IN', slot: 2 });
    const first = renderTable();
    const banner = await findOffer();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner.textContent).toContain('Cada pessoa da mesa pode pedir pelo próprio celular.');
    // Under the top bar, above the menu.
    const heading = screen.getByRole('heading', { level: 1, name: 'Cantina da Praça' });
    expect(heading.compareDocumentPosition(banner)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(localStorage.getItem(GROUP_LINK_OFFER_KEY)).toBe(queueId);
    await first.user.click(within(banner).getByRole('button', { name: 'Dispensar' }));
    expect(offer()).toBeNull();
    first.unmount();

    const second = renderTable();
    await overlaysShown(second.user);
    expect(offer()).toBeNull();
    // Still offered from the top bar.
    expect(screen.getByRole('button', { name: /Compartilhar card/ })).toBeTruthy();
  });

  it("opens the link and its QR code with 'Compartilhar', and goes", async () => {
    mockTable({ status: 'CHECK_IN', slot: 2 });
    const { user } = renderTable();
    const banner = await findOffer();
    await user.click(within(banner).getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByRole('dialog', { name: 'Compartilhe com seus amigos' })).toBeTruthy();
    expect(offer()).toBeNull();
  });

  it('is made again at another table', async () => {
    localStorage.setItem(GROUP_LINK_OFFER_KEY, otherQueueId);
    mockTable({ status: 'CHECK_IN', slot: 3 });
    renderTable();
    expect(await findOffer()).toBeTruthy();
    expect(localStorage.getItem(GROUP_LINK_OFFER_KEY)).toBe(queueId);
  });

  it('waits for the check-in', async () => {
    const table = { status: 'CALLED' as QueueStatus, slot: 2 };
    mockTable(table);
    const { queryClient } = renderTable();
    await screen.findByText(/Os pedidos abrem quando você fizer o check-in/);
    expect(offer()).toBeNull();
    expect(localStorage.getItem(GROUP_LINK_OFFER_KEY)).toBeNull();

    table.status = 'CHECK_IN';
    await queryClient.invalidateQueries({ queryKey: tableQueueKey(queueId) });
    expect(await findOffer()).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Pedido em grupo?' })).toBeNull();
  });

  it.each([
    ['a table for one', ownerId, 1],
    ['a guest', guestId, 2],
  ])('is not made to %s', async (_name, consumerId, slot) => {
    mockTable({ status: 'CHECK_IN', slot });
    const { user } = renderTable(consumerId);
    await overlaysShown(user);
    expect(offer()).toBeNull();
    expect(localStorage.getItem(GROUP_LINK_OFFER_KEY)).toBeNull();
  });
});
