// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { hallEntryFixture } from '@/test/order-fixtures';
import { renderMerchantScreen } from '@/test/render';
import { hallMerchantRoutes, order, pizza, unit } from '../utils/hall-fixtures.test-data';
import { hallMerchantId } from './hall-screen.test-helpers';
import { HallTableDialog } from './hall-table-dialog';

// The hall's table dialog opened by a seated entry's id, as the floor's occupied tile opens it
// (docs/tables.md#o-salão).

const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';
const noop = () => undefined;

const show = (id: string) =>
  renderMerchantScreen(<HallTableDialog queueId={id} show onClose={noop} onExited={noop} />, {
    merchantId: hallMerchantId,
    path: '/merchant/salao',
  });

describe('HallTableDialog', () => {
  it("opens the hall's dialog of that table, with its orders", async () => {
    mockApi({
      ...hallMerchantRoutes,
      'GET /queue/hall': [
        hallEntryFixture({ id: 'bbbbbbbb-0000-4000-8000-000000000009', consumer: { name: 'Caio' } }),
        hallEntryFixture({ id: queueId, table: '2', consumer: { name: 'Ana' } }),
      ],
      'GET /order/queue': [order({ queueId, table: '2', items: [unit(pizza, 'SENT')] })],
    });
    show(queueId);
    expect(await screen.findByRole('dialog', { name: /Ana/ })).toBeTruthy();
    expect(await screen.findByText('Pizza')).toBeTruthy();
    expect(screen.queryByText(/Caio/)).toBeNull();
  });

  it('says the table was freed when its party is no longer in the hall', async () => {
    mockApi({ ...hallMerchantRoutes, 'GET /queue/hall': [] });
    show(queueId);
    expect(await screen.findByText('Esta mesa já foi liberada.')).toBeTruthy();
  });
});
