import { beforeAll, describe, expect, it } from 'vitest';
import { createConsumerFixture, createMerchantFixture, joinQueueFixture } from '#test/fixtures';
import { useTestApp } from '#test/test-app';
import { FEEDBACK_ALREADY_SENT_MESSAGE, FEEDBACK_TOO_EARLY_MESSAGE } from './feedback.service';

const t = useTestApp();
let merchantId: string;

beforeAll(async () => {
  merchantId = (await createMerchantFixture(t.app)).merchantId;
});

async function visit(until: 'IN_QUEUE' | 'CHECK_IN' | 'CHECK_OUT') {
  const events = {
    IN_QUEUE: ['accept'],
    CHECK_IN: ['accept', 'call', 'checkIn'],
    CHECK_OUT: ['accept', 'call', 'checkIn', 'checkout'],
  } as const;
  const entry = await joinQueueFixture(t, { merchantId, events: events[until] });
  return { id: entry.id, consumer: { consumerId: entry.consumerId, cookies: entry.cookies } };
}

function available(queueId: string, cookies: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/feedback/available?queueId=${queueId}`, cookies });
}

function send(queueId: string, cookies: Record<string, string>, ratings = [5, 4, 3]) {
  const [firstRating, secondRating, thirdRating] = ratings;
  return t.app.inject({
    method: 'POST',
    url: '/api/feedback/v1/check-in',
    payload: { queueId, firstRating, secondRating, thirdRating },
    cookies,
  });
}

describe('feedback after check-in', () => {
  it('is available (204) once checked in, taken once, then unavailable (404) and refused (409)', async () => {
    const { id, consumer } = await visit('CHECK_IN');
    expect((await available(id, consumer.cookies)).statusCode).toBe(204);
    expect((await send(id, consumer.cookies)).statusCode).toBe(204);
    expect((await available(id, consumer.cookies)).statusCode).toBe(404);
    const again = await send(id, consumer.cookies, [1, 1, 1]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: FEEDBACK_ALREADY_SENT_MESSAGE });
  });

  it('stays available after checkout', async () => {
    const { id, consumer } = await visit('CHECK_OUT');
    expect((await available(id, consumer.cookies)).statusCode).toBe(204);
  });

  it('is not available before check-in (404), and a rating then is refused (409)', async () => {
    const { id, consumer } = await visit('IN_QUEUE');
    expect((await available(id, consumer.cookies)).statusCode).toBe(404);
    const res = await send(id, consumer.cookies);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FEEDBACK_TOO_EARLY_MESSAGE);
  });

  it.each([[[0, 3, 3]], [[6, 3, 3]], [[3, 2.5, 3]]])('refuses the ratings %j (400)', async (ratings) => {
    const { id, consumer } = await visit('CHECK_IN');
    const res = await send(id, consumer.cookies, ratings);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Dê uma nota de 1 a 5');
    expect((await available(id, consumer.cookies)).statusCode).toBe(204);
  });

  it("refuses another consumer's visit and an unknown one alike (403), no session (401)", async () => {
    const { id } = await visit('CHECK_IN');
    const stranger = await createConsumerFixture(t.app);
    expect((await available(id, stranger.cookies)).statusCode).toBe(403);
    expect((await send(id, stranger.cookies)).statusCode).toBe(403);
    expect((await available(id, {})).statusCode).toBe(401);
    expect((await send(id, {})).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const res of [await available(unknown, stranger.cookies), await send(unknown, stranger.cookies)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});
