// @vitest-environment happy-dom
import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { renderScreen } from '@/test/render';
import { QueueActions } from './queue-actions';

// The consumer's buttons on the status page and the toasts of their calls (the specification's section 8,
// "Consumer queue"): a failed call says which one failed, and the page reads the queue again either way.

const entry: ConsumerQueueEntry = {
  id: 'bbbbbbbb-0000-4000-8000-000000000001',
  status: 'IN_QUEUE',
  lastStatusAt: '2026-03-10T15:00:00.000Z',
  joinedAt: '2026-03-10T14:30:00.000Z',
  reason: null,
  slot: 2,
  history: [],
  consumer: { id: 'cccccccc-0000-4000-8000-000000000001', name: 'Ana', phone: '11987654321' },
  merchant: {
    id: 'aaaaaaaa-0000-4000-8000-0000000000aa',
    name: 'Cantina da Praça',
    address: 'Praça Central, 10',
    description: '',
    cover: null,
    icon: null,
  },
  position: 1,
  waitEstimate: null,
  deadlineAt: null,
};
const failure = () =>
  reply(500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' });
const answered = () => ({ id: entry.id, status: 'CHECK_IN', lastStatusAt: '2026-03-10T15:01:00.000Z' });

function renderActions(status: ConsumerQueueEntry['status']) {
  const onChanged = vi.fn();
  const rendered = renderScreen(<QueueActions entry={{ ...entry, status }} onChanged={onChanged} />, {
    path: '/queue',
  });
  return { ...rendered, onChanged };
}

describe("the consumer's queue buttons", () => {
  it.each([
    [
      'CALLED',
      'Estou a caminho',
      'POST /queue/call/answer',
      'Erro ao responder chamado',
      'Informamos ao estabelecimento que você está a caminho',
    ],
    [
      'ACCEPTED_RESTAURANT_CALL',
      'Cheguei',
      'POST /queue/checkin',
      'Erro ao realizar checkin',
      'Check-in realizado',
    ],
  ] as const)(
    '%s: %s (%s) says so when it fails, and when it works',
    async (status, button, route, failed, done) => {
      let isFailing = true;
      const api = mockApi({ [route]: () => (isFailing ? failure() : answered()) });
      const { user, onChanged } = renderActions(status);
      await user.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(failed)).toBeTruthy();
      expect(onChanged).toHaveBeenCalledTimes(1);
      isFailing = false;
      await user.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(done)).toBeTruthy();
      expect(api.callsTo(route).map((call) => call.query.get('queueId'))).toEqual([entry.id, entry.id]);
    },
  );

  it("leaving fails with 'Erro ao sair da fila' and the dialog stays, to try again", async () => {
    const api = mockApi({ 'POST /queue/quit': failure });
    const { user } = renderActions('IN_QUEUE');
    await user.click(screen.getByRole('button', { name: 'Sair da fila' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da fila' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair da fila' }));
    expect(await screen.findByText('Erro ao sair da fila')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Sair da fila' })).toBeTruthy();
    expect(api.callsTo('POST /queue/quit').map((call) => call.query.get('reason'))).toEqual([
      'Tempo de espera',
    ]);
  });
});
