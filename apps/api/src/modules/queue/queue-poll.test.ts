import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture, readQueueState } from '#test/fixtures';
import { useTestApp } from '#test/test-app';

// The polled reads answer in one statement and apply deadlines only when the row they read has one
// that passed (docs/architecture.md#how-a-request-flows). These pin that the shortcut changes nothing a
// consumer or a host sees.
const t = useTestApp();
let merchantId: string;
let authorization: string;

beforeAll(async () => {
  const merchant = await createMerchantFixture(t.app);
  merchantId = merchant.merchantId;
  authorization = merchant.authorization;
});

const FIVE_MINUTES = 5 * 60 * 1000;

const poll = (entry: { consumerId: string; cookies: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: `/api/queue?consumerId=${entry.consumerId}`, cookies: entry.cookies });

describe('the consumer polling GET /queue', () => {
  it('reads a CALLED entry without writing, then applies its passed deadline exactly once', async () => {
    const ahead = await createQueueEntryFixture(t, { merchantId, status: 'IN_QUEUE' });
    const entry = await createQueueEntryFixture(t, { merchantId, status: 'CALLED' });
    const before = await readQueueState(t.app, entry.id);

    t.clock.advance(FIVE_MINUTES - 1);
    const early = await poll(entry);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ id: entry.id, status: 'CALLED', position: null });
    expect(await readQueueState(t.app, entry.id)).toEqual(before);

    t.clock.advance(1);
    expect((await poll(entry)).statusCode).toBe(404);
    expect((await poll(entry)).statusCode).toBe(404);
    expect((await readQueueState(t.app, entry.id)).history).toEqual([
      ...before.history,
      'CALLED_NOT_ANSWERED',
    ]);

    const waiting = await poll(ahead);
    expect(waiting.json()).toMatchObject({ status: 'IN_QUEUE', position: 1, deadlineAt: null });
    expect(waiting.json().history.map((row: { status: string }) => row.status)).toEqual(
      (await readQueueState(t.app, ahead.id)).history,
    );
  });
});

describe('the host polling GET /queue/current', () => {
  it('applies a passed arrival deadline of a listed entry before answering', async () => {
    const entry = await createQueueEntryFixture(t, { merchantId, status: 'ACCEPTED_RESTAURANT_CALL' });
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/queue/current?merchantId=${merchantId}&status=CALLED`,
        headers: { authorization },
      });
    expect((await list()).json().map((row: { id: string }) => row.id)).toContain(entry.id);
    t.clock.advance(FIVE_MINUTES);
    expect((await list()).json().map((row: { id: string }) => row.id)).not.toContain(entry.id);
    expect((await readQueueState(t.app, entry.id)).status).toBe('NOT_PRESENT');
  });
});
