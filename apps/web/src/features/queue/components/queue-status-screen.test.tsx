// @vitest-environment happy-dom
import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { finalQueueStatuses, type QueueStatus } from '@suavez/shared/domain/queue-status';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '@/lib/cookies';
import { type MockedApi, mockApi, reply } from '@/test/api-mock';
import { publicMerchantFixture } from '@/test/merchant-fixtures';
import { renderScreen } from '@/test/render';
import { QueueStatusScreen } from './queue-status-screen';

// The consumer's status page (docs/screens.md#status-page): no dead end without a session, 'Entrar na fila
// novamente' after an ending, the called card above the cover, the survey as a card, the menu in this tab.

const consumerId = 'cccccccc-0000-4000-8000-000000000001';
const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';

function entryIn(status: QueueStatus): ConsumerQueueEntry {
  const isWaiting = status === 'IN_QUEUE' || status === 'WAITING_CONFIRMATION';
  const hasDeadline = status === 'CALLED' || status === 'ACCEPTED_RESTAURANT_CALL';
  return {
    id: queueId,
    status,
    lastStatusAt: new Date().toISOString(),
    joinedAt: '2026-03-10T20:00:00.000Z',
    reason: null,
    slot: 2,
    history: [{ status, reason: null, createdAt: new Date().toISOString() }],
    consumer: { id: consumerId, name: 'Ana', phone: '11987654321' },
    merchant: {
      id: merchantId,
      name: 'Cantina da Praça',
      address: 'Praça, 1',
      description: '',
      cover: '/cover.jpg',
      icon: null,
    },
    position: isWaiting ? 1 : null,
    waitEstimate: null,
    deadlineAt: hasDeadline ? new Date(Date.now() + 240_000).toISOString() : null,
  };
}

/** The API of a consumer whose active entry (or, when final, last entry) is `entry`. */
function serve(entry: ConsumerQueueEntry, routes: Parameters<typeof mockApi>[0] = {}): MockedApi {
  const isFinal = (finalQueueStatuses as readonly string[]).includes(entry.status);
  return mockApi({
    'GET /queue': isFinal ? reply(404, { message: 'Você não está em nenhuma fila no momento.' }) : entry,
    'GET /queue/last': entry,
    'GET /catalog': { id: 'catalog' },
    'GET /merchant': publicMerchantFixture({ id: merchantId }),
    'GET /feedback/available': reply(404),
    ...routes,
  });
}

function renderStatus() {
  return renderScreen(<QueueStatusScreen />, { path: '/queue' });
}

/** Whether `first` comes before `second` in the page. */
const isBefore = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

beforeEach(() => {
  // The live stream is not what these tests look at; the page reads the queue as it loads.
  vi.stubGlobal('EventSource', undefined);
});

describe('the status page without a queue', () => {
  it('without a session says so and offers the way home, without leaving the page', async () => {
    const api = mockApi({});
    const { history } = renderStatus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nenhuma fila neste celular' })).toBeTruthy();
    expect(screen.getByText(/Você ainda não está em nenhuma fila neste celular/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(history).toEqual(['/queue']);
    expect(api.calls).toEqual([]);
  });

  it('with a session the server does not know (or that never joined) says the same', async () => {
    setCookie('user', consumerId);
    mockApi({
      'GET /queue': reply(404, { message: 'Você não está em nenhuma fila no momento.' }),
      'GET /queue/last': reply(404, { message: 'Fila não encontrada.' }),
    });
    const { history, user } = renderStatus();
    await user.click(await screen.findByRole('link', { name: 'Ir para o início' }));
    expect(history).toEqual(['/queue', '/']);
  });
});

describe("the status card's way back into the queue", () => {
  const endings = finalQueueStatuses.filter((status) => status !== 'CHECK_OUT');

  it.each(endings)('after %s offers the join page again', async (status) => {
    setCookie('user', consumerId);
    serve(entryIn(status));
    const { history, user, queryClient } = renderStatus();
    const again = await screen.findByRole('link', { name: 'Entrar na fila novamente' });
    expect(again.getAttribute('href')).toBe(`/queue/join?merchant=${merchantId}`);
    await user.click(again);
    expect(history.at(-1)).toBe(`/queue/join?merchant=${merchantId}`);
    // The ended entry is forgotten: the new one is what /queue shows next.
    expect(queryClient.getQueryData(['consumer-queue', consumerId])).toBeUndefined();
  });

  it.each(['IN_QUEUE', 'CALLED', 'CHECK_IN', 'CHECK_OUT'] as const)('in %s does not', async (status) => {
    setCookie('user', consumerId);
    serve(entryIn(status));
    renderStatus();
    await screen.findByRole('heading', { level: 1, name: 'Cantina da Praça' });
    expect(screen.queryByRole('link', { name: 'Entrar na fila novamente' })).toBeNull();
  });
});

describe('the order of the page', () => {
  it.each(['CALLED', 'ACCEPTED_RESTAURANT_CALL'] as const)(
    'in %s puts the status card above the cover',
    async (status) => {
      setCookie('user', consumerId);
      serve(entryIn(status));
      const { container } = renderStatus();
      const card = await screen.findByRole('region', { name: /Sua mesa está pronta|A caminho/ });
      const cover = container.querySelector('img[src="/cover.jpg"]');
      expect(cover).not.toBeNull();
      expect(isBefore(card, cover as Element)).toBe(true);
      expect(isBefore(card, screen.getByRole('heading', { level: 1, name: 'Cantina da Praça' }))).toBe(true);
    },
  );

  it('announces a call before the card, as the call arrives', async () => {
    setCookie('user', consumerId);
    serve(entryIn('CALLED'));
    renderStatus();
    const card = await screen.findByRole('region', { name: 'Sua mesa está pronta' });
    const alert = await screen.findByText('É a sua vez! O restaurante está chamando você.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(isBefore(alert, card)).toBe(true);
  });

  it('moves the same status card (and its live region) above the cover when the call comes', async () => {
    setCookie('user', consumerId);
    let answer = entryIn('IN_QUEUE');
    serve(answer, { 'GET /queue': () => answer });
    const { queryClient } = renderStatus();
    const waiting = await screen.findByRole('region', { name: 'Entrou na fila' });
    answer = entryIn('CALLED');
    await act(() => queryClient.invalidateQueries({ queryKey: ['consumer-queue', consumerId] }));
    const called = await screen.findByRole('region', { name: 'Sua mesa está pronta' });
    expect(called).toBe(waiting);
    expect(isBefore(called, screen.getByRole('heading', { level: 1, name: 'Cantina da Praça' }))).toBe(true);
  });

  it('while waiting shows the restaurant first', async () => {
    setCookie('user', consumerId);
    serve(entryIn('IN_QUEUE'));
    renderStatus();
    const card = await screen.findByRole('region', { name: 'Entrou na fila' });
    expect(isBefore(screen.getByRole('heading', { level: 1, name: 'Cantina da Praça' }), card)).toBe(true);
  });
});

describe("'Ver cardápio'", () => {
  it('opens the table menu in this tab', async () => {
    setCookie('user', consumerId);
    serve(entryIn('CHECK_IN'));
    const { history, user } = renderStatus();
    const menu = await screen.findByRole('link', { name: 'Ver cardápio' });
    expect(menu.getAttribute('target')).toBeNull();
    await user.click(menu);
    expect(history.at(-1)).toBe(`/queue/catalog?qoid=${queueId}`);
  });
});

describe('the survey after check-in', () => {
  it('is a card below the status, not a dialog, and asks nothing before check-in', async () => {
    setCookie('user', consumerId);
    const api = serve(entryIn('CHECK_IN'), { 'GET /feedback/available': undefined });
    renderStatus();
    const survey = await screen.findByRole('region', { name: 'Como foi a espera?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isBefore(screen.getByRole('region', { name: 'Check-in realizado' }), survey)).toBe(true);
    expect(api.callsTo('GET /feedback/available')[0]?.query.get('queueId')).toBe(queueId);
  });

  it('is not asked for while waiting', async () => {
    setCookie('user', consumerId);
    const api = serve(entryIn('IN_QUEUE'));
    renderStatus();
    await screen.findByRole('region', { name: 'Entrou na fila' });
    await waitFor(() => expect(api.callsTo('GET /catalog')).toHaveLength(1));
    expect(api.callsTo('GET /feedback/available')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Como foi a espera?' })).toBeNull();
  });
});
