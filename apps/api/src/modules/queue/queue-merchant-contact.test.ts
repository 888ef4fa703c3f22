import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import type { QueueTransitionEvent } from '@suavez/shared/domain/queue-machine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumerFixture, createMerchantFixture } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { joinQueue } from './join-queue.service';
import { transitionQueueEntry } from './transition-queue-entry.service';

// Issue 11, part 3: the merchant's list carries what the 'Avisar pelo WhatsApp' link needs, the diner's
// phone and the call's deadline.

let t: TestApp;
let merchant: Awaited<ReturnType<typeof createMerchantFixture>>;

async function diner(phone: string, name: string, events: readonly QueueTransitionEvent[]) {
  t.clock.advance(60_000);
  const consumer = await createConsumerFixture(t.app, { phone, name });
  const db = t.database.db;
  const entry = await joinQueue({
    db,
    clock: t.clock,
    merchantId: merchant.merchantId,
    consumerId: consumer.consumerId,
    slot: 2,
  });
  for (const event of events) {
    t.clock.advance(60_000);
    const actor = event === 'answer' ? 'consumer' : 'merchant';
    await transitionQueueEntry({ db, clock: t.clock, queueEntryId: entry.id, event, actor });
  }
  return entry.id;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T15:00:00Z'));
  merchant = await createMerchantFixture(t.app);
});
afterAll(async () => t.close());

describe('GET /queue/current: phone and deadline', () => {
  it("answers each diner's phone, and the deadline of a call or a confirmed call", async () => {
    const waiting = await diner('21987650001', 'Ana', ['accept']);
    // Called at 15:05: answer by 15:10.
    const called = await diner('21987650002', 'Bia', ['accept', 'call']);
    // Called at 15:08, confirmed at 15:09: arrive by 15:14.
    const coming = await diner('21987650003', 'Caio', ['accept', 'call', 'answer']);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/queue/current?merchantId=${merchant.merchantId}`,
      headers: { authorization: merchant.authorization },
    });
    expect(res.statusCode).toBe(200);
    const byId = new Map((res.json() as MerchantQueueEntry[]).map((entry) => [entry.id, entry]));
    expect(byId.get(waiting)).toMatchObject({
      consumer: { name: 'Ana', phone: '21987650001' },
      deadlineAt: null,
    });
    expect(byId.get(called)).toMatchObject({
      status: 'CALLED',
      consumer: { name: 'Bia', phone: '21987650002' },
      deadlineAt: '2026-03-10T15:10:00.000Z',
    });
    expect(byId.get(coming)).toMatchObject({
      status: 'ACCEPTED_RESTAURANT_CALL',
      consumer: { phone: '21987650003' },
      deadlineAt: '2026-03-10T15:14:00.000Z',
    });
  });
});
