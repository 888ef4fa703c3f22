import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import type { QueueTransitionEvent } from '@suavez/shared/domain/queue-machine';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMerchantFixture, joinQueueFixture, type MerchantFixture } from '#test/fixtures';
import { useTestApp } from '#test/test-app';

// The merchant's list carries what the 'Avisar pelo WhatsApp' link needs, the consumer's
// phone and the call's deadline (docs/queue.md#reading-the-queue).

const t = useTestApp();
let merchant: MerchantFixture;

async function joinedConsumer(phone: string, name: string, events: readonly QueueTransitionEvent[]) {
  t.clock.advance(60_000);
  const merchantId = merchant.merchantId;
  return (await joinQueueFixture(t, { merchantId, phone, name, events, msApart: 60_000 })).id;
}

beforeAll(async () => {
  t.clock.set(new Date('2026-03-10T15:00:00Z'));
  merchant = await createMerchantFixture(t.app);
});

describe('GET /queue/current: phone and deadline', () => {
  it("answers each consumer's phone, and the deadline of a call or a confirmed call", async () => {
    const waiting = await joinedConsumer('21987650001', 'Ana', ['accept']);
    // Called at 15:05: answer by 15:10.
    const called = await joinedConsumer('21987650002', 'Bia', ['accept', 'call']);
    // Called at 15:08, confirmed at 15:09: arrive by 15:14.
    const coming = await joinedConsumer('21987650003', 'Caio', ['accept', 'call', 'answer']);
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
