import type { QueueTransitionEvent } from '@suavez/shared/domain/queue-machine';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyQueueEvent,
  createConsumerFixture,
  createMerchantFixture,
  joinQueueFixture,
} from '#test/fixtures';
import { useTestApp } from '#test/test-app';

const t = useTestApp();
let merchantId: string;

beforeAll(async () => {
  merchantId = (await createMerchantFixture(t.app)).merchantId;
});

const FIVE_MINUTES = 5 * 60 * 1000;

// How each status is reached: events after the join, by the merchant unless said otherwise.
const paths: Record<QueueStatus, [QueueTransitionEvent, ('consumer' | 'system')?][]> = {
  WAITING_CONFIRMATION: [],
  IN_QUEUE: [['accept']],
  CALLED: [['accept'], ['call']],
  ACCEPTED_RESTAURANT_CALL: [['accept'], ['call'], ['answer', 'consumer']],
  CHECK_IN: [['accept'], ['call'], ['checkIn']],
  CHECK_OUT: [['accept'], ['call'], ['checkIn'], ['checkout']],
  CANCELLED_BY_MERCHANT: [['refuse']],
  CANCELLED_BY_CONSUMER: [['quit', 'consumer']],
  DENIED_RESTAURANT_CALL: [['accept'], ['call'], ['quit', 'consumer']],
  CALLED_NOT_ANSWERED: [['accept'], ['call'], ['expireAnswer', 'system']],
  NOT_PRESENT: [['accept'], ['call'], ['answer', 'consumer'], ['expireArrival', 'system']],
};

async function entryAt(status: QueueStatus) {
  const entry = await joinQueueFixture(t, { merchantId });
  for (const [event, actor = 'merchant'] of paths[status]) {
    t.clock.advance(1000);
    await applyQueueEvent(t, { queueEntryId: entry.id, event, actor, reason: 'Outros' });
  }
  t.clock.advance(1000);
  return { id: entry.id, consumer: { consumerId: entry.consumerId, cookies: entry.cookies } };
}

type ConsumerAction = 'answer' | 'quit' | 'checkIn';

function act(action: ConsumerAction, queueId: string, cookies: Record<string, string>) {
  const url = {
    answer: `/api/queue/call/answer?queueId=${queueId}&answer=true`,
    quit: `/api/queue/quit?queueId=${queueId}&reason=${encodeURIComponent('Tempo de espera')}`,
    checkIn: `/api/queue/checkin?queueId=${queueId}`,
  }[action];
  return t.app.inject({ method: 'POST', url, cookies });
}

async function lastOf(consumer: { consumerId: string; cookies: Record<string, string> }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/queue/last?consumerId=${consumer.consumerId}`,
    cookies: consumer.cookies,
  });
  return res.json();
}

// docs/queue.md#state-machine, written out: what each consumer action does from each status (null: 409).
const expected: Record<QueueStatus, Record<ConsumerAction, QueueStatus | null>> = {
  WAITING_CONFIRMATION: { answer: null, quit: 'CANCELLED_BY_CONSUMER', checkIn: null },
  IN_QUEUE: { answer: null, quit: 'CANCELLED_BY_CONSUMER', checkIn: null },
  CALLED: { answer: 'ACCEPTED_RESTAURANT_CALL', quit: 'DENIED_RESTAURANT_CALL', checkIn: null },
  ACCEPTED_RESTAURANT_CALL: { answer: null, quit: 'CANCELLED_BY_CONSUMER', checkIn: 'CHECK_IN' },
  CHECK_IN: { answer: null, quit: null, checkIn: null },
  CHECK_OUT: { answer: null, quit: null, checkIn: null },
  CANCELLED_BY_MERCHANT: { answer: null, quit: null, checkIn: null },
  CANCELLED_BY_CONSUMER: { answer: null, quit: null, checkIn: null },
  DENIED_RESTAURANT_CALL: { answer: null, quit: null, checkIn: null },
  CALLED_NOT_ANSWERED: { answer: null, quit: null, checkIn: null },
  NOT_PRESENT: { answer: null, quit: null, checkIn: null },
};

const cases = Object.entries(expected).flatMap(([from, outcomes]) =>
  Object.entries(outcomes).map(
    ([action, to]) => [from as QueueStatus, action as ConsumerAction, to] as const,
  ),
);

describe('what the consumer may and may not do from each status', () => {
  it.each(cases)('%s + %s → %s', async (from, action, to) => {
    const { id, consumer } = await entryAt(from);
    const before = await lastOf(consumer);
    expect(before.status).toBe(from);
    const res = await act(action, id, consumer.cookies);
    const after = await lastOf(consumer);
    if (to === null) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
      expect(after).toEqual(before);
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status: to });
      expect(after.status).toBe(to);
      expect(after.history).toHaveLength(before.history.length + 1);
      expect(after.history.at(-1)).toMatchObject({
        status: to,
        reason: action === 'quit' ? 'Tempo de espera' : null,
      });
    }
  });
});

describe('deadlines', () => {
  it('shows the answer deadline, and an answer at 4:59 still counts', async () => {
    const { id, consumer } = await entryAt('CALLED');
    const view = await lastOf(consumer);
    expect(new Date(view.deadlineAt).getTime() - new Date(view.lastStatusAt).getTime()).toBe(FIVE_MINUTES);
    t.clock.advance(FIVE_MINUTES - 1000 - 1000);
    const res = await act('answer', id, consumer.cookies);
    expect(res.json().status).toBe('ACCEPTED_RESTAURANT_CALL');
  });

  it('refuses an answer after 5 minutes (409) and the entry reads CALLED_NOT_ANSWERED', async () => {
    const { id, consumer } = await entryAt('CALLED');
    t.clock.advance(FIVE_MINUTES);
    const res = await act('answer', id, consumer.cookies);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Sem resposta');
    const active = await t.app.inject({
      method: 'GET',
      url: `/api/queue?consumerId=${consumer.consumerId}`,
      cookies: consumer.cookies,
    });
    expect(active.statusCode).toBe(404);
    expect(await lastOf(consumer)).toMatchObject({ status: 'CALLED_NOT_ANSWERED', deadlineAt: null });
  });

  it('applies a passed deadline when the entry is read, without any sweeper', async () => {
    const { consumer } = await entryAt('ACCEPTED_RESTAURANT_CALL');
    t.clock.advance(FIVE_MINUTES);
    const view = await lastOf(consumer);
    expect(view.status).toBe('NOT_PRESENT');
    expect(view.history.at(-1).status).toBe('NOT_PRESENT');
  });

  it("refuses 'Cheguei' after the 5 minutes to arrive", async () => {
    const { id, consumer } = await entryAt('ACCEPTED_RESTAURANT_CALL');
    t.clock.advance(FIVE_MINUTES + 1);
    const res = await act('checkIn', id, consumer.cookies);
    expect(res.statusCode).toBe(409);
    expect((await lastOf(consumer)).status).toBe('NOT_PRESENT');
  });
});

describe('access and input of the consumer actions', () => {
  it("refuses another consumer's entry and an unknown one alike (403), no session (401)", async () => {
    const { id, consumer } = await entryAt('CALLED');
    const stranger = await createConsumerFixture(t.app);
    for (const action of ['answer', 'quit'] as const) {
      expect((await act(action, id, stranger.cookies)).statusCode).toBe(403);
      expect((await act(action, id, {})).statusCode).toBe(401);
      expect((await act(action, '00000000-0000-4000-8000-000000000000', consumer.cookies)).statusCode).toBe(
        403,
      );
    }
    expect((await lastOf(consumer)).status).toBe('CALLED');
  });

  it('refuses answer=false and a reason outside the four (400)', async () => {
    const { id, consumer } = await entryAt('CALLED');
    const no = await t.app.inject({
      method: 'POST',
      url: `/api/queue/call/answer?queueId=${id}&answer=false`,
      cookies: consumer.cookies,
    });
    expect(no.statusCode).toBe(400);
    const odd = await t.app.inject({
      method: 'POST',
      url: `/api/queue/quit?queueId=${id}&reason=Porque%20sim`,
      cookies: consumer.cookies,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('Motivo inválido');
  });
});
