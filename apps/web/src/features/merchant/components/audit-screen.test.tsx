// @vitest-environment happy-dom
import type { AuditEntry, AuditResponse } from '@suavez/shared/contracts/audit.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, reply } from '@/test/api-mock';
import { renderMerchantScreen } from '@/test/render';
import { AuditScreen, todayIn } from './audit-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const ana = { id: 'bbbbbbbb-0000-4000-8000-0000000000b1', name: 'Ana', role: 'host' as const };
const caio = { id: 'bbbbbbbb-0000-4000-8000-0000000000b2', name: 'Caio', role: 'waiter' as const };

const entry = (n: number, values: Partial<AuditEntry>): AuditEntry => ({
  id: `cccccccc-0000-4000-8000-00000000000${n}`,
  at: '2026-01-05T23:14:00.000Z',
  actor: ana,
  action: 'queue.call',
  target: { kind: 'queue_entry', id: 'dddddddd-0000-4000-8000-000000000001' },
  before: 'IN_QUEUE',
  after: 'CALLED',
  detail: {},
  diner: { name: 'Marina', table: null },
  ...values,
});

const call = entry(1, {});
const refusal = entry(2, {
  at: '2026-01-05T23:40:00.000Z',
  actor: caio,
  action: 'order.item.refuse',
  target: { kind: 'order_item', id: null },
  before: 'SENT',
  after: 'REFUSED',
  detail: { item: 'Pizza', reason: 'Acabou' },
  diner: { name: 'Otávio', table: '7' },
});

/** The history's answer for one request: Caio alone when asked, everyone otherwise. */
function answerFor(callMade: ApiCall): AuditResponse {
  const user = callMade.query.get('user');
  const entries = user === caio.id ? [refusal] : user === ana.id ? [call] : [refusal, call];
  return { entries, next: null, people: [ana, caio] };
}

const merchantFull = { timeZone: 'America/Sao_Paulo' };

describe('AuditScreen (docs/audit.md)', () => {
  it('shows the day’s actions, newest first, with who, when, the change and the facts', async () => {
    const api = mockApi({ 'GET /merchant/audit': answerFor, 'GET /merchant/full': reply(500) });
    renderMerchantScreen(<AuditScreen />, { merchantId, path: '/merchant/historico' });
    expect(screen.getByRole('heading', { level: 1, name: 'Histórico' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Atividades do dia' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '20:40CaioGarçomRecusou um item · Aguardando confirmação → RecusadoOtávio · mesa 7 · Pizza · Motivo: Acabou',
      '20:14AnaRecepçãoChamou o cliente · Na fila → ChamadoMarina',
    ]);
    // Today, in the restaurant's zone, is the day asked for first.
    const first = api.callsTo('GET /merchant/audit')[0];
    expect(first?.query.get('day')).toBe(todayIn('America/Sao_Paulo'));
    expect(first?.query.has('user')).toBe(false);
  });

  it('filters by person and by day', async () => {
    const api = mockApi({ 'GET /merchant/audit': answerFor, 'GET /merchant/full': merchantFull });
    const { user } = renderMerchantScreen(<AuditScreen />, { merchantId, path: '/merchant/historico' });
    await screen.findByRole('list', { name: 'Atividades do dia' });
    await user.selectOptions(screen.getByLabelText('Pessoa'), 'Caio (Garçom)');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Atividades do dia' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(api.calls.at(-1)?.query.get('user')).toBe(caio.id);
    fireEvent.change(screen.getByLabelText('Dia'), { target: { value: '2026-01-04' } });
    await waitFor(() => expect(api.calls.at(-1)?.query.get('day')).toBe('2026-01-04'));
    expect(api.calls.at(-1)?.query.get('user')).toBe(caio.id);
  });

  it('says when nobody did anything, and reads the next page on request', async () => {
    let pages = 0;
    mockApi({
      'GET /merchant/full': merchantFull,
      'GET /merchant/audit': (callMade) => {
        pages += 1;
        if (callMade.query.get('day') === '2026-01-01') return { entries: [], next: null, people: [] };
        return callMade.query.get('before') === '42'
          ? { entries: [call], next: null, people: [ana, caio] }
          : { entries: [refusal], next: 42, people: [ana, caio] };
      },
    });
    const { user } = renderMerchantScreen(<AuditScreen />, { merchantId, path: '/merchant/historico' });
    await user.click(await screen.findByRole('button', { name: 'Mostrar mais' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Atividades do dia' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
    expect(pages).toBe(2);
    fireEvent.change(screen.getByLabelText('Dia'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('Nenhuma atividade registrada neste dia.')).toBeTruthy();
  });

  it('tells anyone but the owner that the history is the owner’s, and asks nothing', () => {
    const api = mockApi({});
    renderMerchantScreen(<AuditScreen />, {
      merchantId,
      email: 'ana@cantina.com',
      role: 'host',
      path: '/merchant/historico',
    });
    expect(screen.getByText('Só o dono do estabelecimento vê o histórico da equipe.')).toBeTruthy();
    expect(api.callsTo('GET /merchant/audit')).toEqual([]);
  });
});
