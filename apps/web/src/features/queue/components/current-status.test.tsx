// @vitest-environment happy-dom
import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n/i18n';
import { mockApi } from '@/test/api-mock';
import { renderScreen } from '@/test/render';
import { consumerQueueKey, useConsumerQueueQuery } from '../api/get-consumer-queue.api';
import { CurrentStatus } from './current-status';

// The consumer's countdown follows the deadline `GET /queue` answers, so the host's '+5 min'
// (docs/notifications.md#more-time) shows on the phone at the next read (a live event or the 5 s poll).

const consumerId = 'cccccccc-0000-4000-8000-000000000001';
const calledAt = new Date(Date.now() - 240_000);
const called = (deadlineAt: Date): ConsumerQueueEntry => ({
  id: 'bbbbbbbb-0000-4000-8000-000000000001',
  status: 'CALLED',
  // The call is the same call: its time does not move with the deadline.
  lastStatusAt: calledAt.toISOString(),
  joinedAt: '2026-03-10T20:00:00.000Z',
  reason: null,
  slot: 2,
  history: [],
  consumer: { id: consumerId, name: 'Ana', phone: '11987654321' },
  merchant: {
    id: 'aaaaaaaa-0000-4000-8000-0000000000aa',
    name: 'Cantina da Praça',
    address: 'Praça, 1',
    description: '',
    cover: null,
    icon: null,
  },
  position: null,
  waitEstimate: null,
  deadlineAt: deadlineAt.toISOString(),
});

/** The status as the status page shows it: from the consumer's `GET /queue`. */
function StatusFromServer() {
  const queue = useConsumerQueueQuery(consumerId);
  return queue.data ? <CurrentStatus entry={queue.data} onChanged={() => undefined} /> : null;
}

const secondsOnTimer = () => {
  const [minutes, seconds] = (screen.getByRole('timer').textContent ?? '').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

describe("the consumer's countdown", () => {
  it('follows a deadline the host moved', async () => {
    const first = new Date(calledAt.getTime() + 300_000);
    let answer = called(first);
    mockApi({ 'GET /queue': () => answer });
    const { queryClient } = renderScreen(<StatusFromServer />, { path: '/queue' });
    await screen.findByRole('timer');
    expect(secondsOnTimer()).toBeGreaterThanOrEqual(59);
    expect(secondsOnTimer()).toBeLessThanOrEqual(60);
    expect(screen.getByText(/Tempo para responder/)).toBeTruthy();

    answer = called(new Date(first.getTime() + 300_000));
    await act(() => queryClient.invalidateQueries({ queryKey: consumerQueueKey(consumerId) }));
    await waitFor(() => expect(secondsOnTimer()).toBeGreaterThanOrEqual(359));
    expect(secondsOnTimer()).toBeLessThanOrEqual(360);
  });
});

describe("the status in the diner's language", () => {
  afterEach(() => changeLanguage('pt-BR', { remember: false }));

  const waiting = (position: number): ConsumerQueueEntry => ({
    ...called(new Date(Date.now() + 60_000)),
    status: 'IN_QUEUE',
    deadlineAt: null,
    position,
    waitEstimate: { minMinutes: 10, maxMinutes: 20 },
  });

  it.each([
    ['pt-BR', 2, 'Entrou na fila', 'Você é o 2º da fila', 'Tempo estimado: entre 10 e 20 min'],
    ['es', 3, 'Estás en la fila', 'Eres el número 3 de la fila', 'Tiempo estimado: entre 10 y 20 min'],
    ['en', 2, "You're on the waitlist", "You're 2nd in line", 'Estimated wait: 10–20 min'],
    ['en', 23, "You're on the waitlist", "You're 23rd in line", 'Estimated wait: 10–20 min'],
  ] as const)('%s: place %i', async (language, position, title, place, wait) => {
    await changeLanguage(language, { remember: false });
    renderScreen(<CurrentStatus entry={waiting(position)} onChanged={() => undefined} />);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(place)).toBeTruthy();
    expect(screen.getByText(wait)).toBeTruthy();
  });
});
