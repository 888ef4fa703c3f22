import { describe, expect, it } from 'vitest';
import { createConsumerFixture, createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

const t = useTestApp();
const merchant = useFixture(() => createMerchantFixture(t.app, { name: 'Bistrô' }));

describe('GET /queue?queueId (the table view)', () => {
  it('answers the owner and a guest with a session, never the phone', async () => {
    const owner = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'CHECK_IN',
      name: 'Rita',
    });
    const guest = await createConsumerFixture(t.app);
    for (const caller of [owner, guest]) {
      const res = await callAs(t, caller, 'GET', `/queue?queueId=${owner.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: owner.id,
        status: 'CHECK_IN',
        slot: 2,
        merchant: { id: merchant.merchantId, name: 'Bistrô' },
        consumer: { id: owner.consumerId, name: 'Rita' },
      });
      expect(body.consumer).not.toHaveProperty('phone');
      expect(body).not.toHaveProperty('position');
      expect(body.history.at(-1).status).toBe('CHECK_IN');
    }
  });

  it('answers 401 without a session, 404 for an unknown entry, 400 for a malformed id', async () => {
    const owner = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    expect((await callAs(t, null, 'GET', `/queue?queueId=${owner.id}`)).statusCode).toBe(401);
    const missing = await callAs(t, owner, 'GET', '/queue?queueId=00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await callAs(t, owner, 'GET', '/queue?queueId=abc')).statusCode).toBe(400);
  });

  it('keeps `GET /queue?consumerId` answering the consumer own active entry with the phone', async () => {
    const owner = await createQueueEntryFixture(t, { merchantId: merchant.merchantId, status: 'IN_QUEUE' });
    const res = await callAs(t, owner, 'GET', `/queue?consumerId=${owner.consumerId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().consumer).toHaveProperty('phone');
    expect(res.json().position).toBeGreaterThanOrEqual(1);
  });
});
