// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderMerchantScreen } from '@/test/render';
import { reportInsightsFixture } from '@/test/report-fixtures';
import { ReportModal } from './report-modal';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';

const insights = reportInsightsFixture();

const rows = [
  { status: 'CANCELLED_BY_CONSUMER', total: 2 },
  { status: 'CHECK_IN', total: 9 },
  { status: 'DENIED_RESTAURANT_CALL', total: 1 },
  { status: 'CALLED_NOT_ANSWERED', total: 3 },
  { status: 'CANCELLED_BY_MERCHANT', total: 4 },
];

beforeEach(() => {
  // Tuesday 10 March 2026, 00:30 in São Paulo (03:30 UTC).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T03:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

function renderReport(show: boolean) {
  const api = mockApi({ 'GET /queue/report': rows, 'GET /queue/report/insights': insights });
  const view = renderMerchantScreen(
    <ReportModal show={show} merchantId={merchantId} timeZone="America/Sao_Paulo" onHide={() => undefined} />,
    { merchantId },
  );
  return { ...view, api };
}

describe('the report (docs/reports.md#the-period)', () => {
  it("opens on the last 7 days of the merchant's zone, today included, already fetched", async () => {
    const { api } = renderReport(true);
    const dialog = await screen.findByRole('dialog', { name: 'Relatório' });
    expect((within(dialog).getByLabelText('Data inicial') as HTMLInputElement).value).toBe('2026-03-04');
    expect((within(dialog).getByLabelText('Data final') as HTMLInputElement).value).toBe('2026-03-10');
    await waitFor(() => expect(api.callsTo('GET /queue/report')).toHaveLength(1));
    for (const route of ['GET /queue/report', 'GET /queue/report/insights']) {
      const query = api.callsTo(route)[0]?.query;
      expect([query?.get('startDate'), query?.get('endDate')]).toEqual(['04/03/2026', '10/03/2026']);
    }
  });

  it("shows each status and 'Todos os status' as their sum", async () => {
    renderReport(true);
    const table = await screen.findByRole('table', { name: 'Clientes por status no período' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Todos os status/ }).textContent).toContain('19'),
    );
    const values = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => Number(row.lastElementChild?.textContent));
    expect(values).toEqual([2, 9, 1, 3, 4]);
    expect(values.reduce((sum, value) => sum + value, 0)).toBe(19);
  });

  it('fetches nothing while hidden', async () => {
    const { api } = renderReport(false);
    await Promise.resolve();
    expect(api.calls).toEqual([]);
  });
});
